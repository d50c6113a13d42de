'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { Role } from '@/lib/auth/roles';
import type { TimesheetDetail } from '@/lib/timesheets/schema';
import { withFrom } from '@/lib/url-state/back-link';
import { roleMay } from '../state';

/** Why this timesheet cannot be edited, in the order a person can act on it. */
function refusalOf(ts: TimesheetDetail, role: Role): 'archived' | 'locked' | 'role' | 'status' {
  if (ts.archived_at) return 'archived';
  if (ts.locked) return 'locked';
  if (!roleMay('edit', role)) return 'role';
  return 'status';
}

/** `back`: the list the view was opened from, kept on the way back to the view and to the list. */
export function EditRefused({ ts, role, back = '/timesheets' }: { ts: TimesheetDetail; role: Role; back?: string }) {
  const t = useTranslations('timesheets.edit');
  const tStatus = useTranslations('timesheets.status');
  const reason = refusalOf(ts, role);
  return (
    <div role="alert" className="max-w-2xl rounded-lg border border-amber-300 bg-amber-50 p-6 text-amber-950">
      <h2 className="text-base font-semibold">{t('refusedTitle')}</h2>
      <p className="mt-2 text-sm">{t(`refused.${reason}`, { status: tStatus(ts.status) })}</p>
      <div className="mt-4 flex gap-2">
        <Button asChild size="sm">
          <Link href={withFrom(`/timesheets/view/${ts._id}`, back)}>{t('backToView')}</Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link href={back}>{t('backToList')}</Link>
        </Button>
      </div>
    </div>
  );
}
