'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Format } from '@/lib/browser/format';
import type { TimesheetDetail } from '@/lib/timesheets/schema';
import { BlockWorkerButton } from '@/components/worker-blocks/block-worker-button';
import { RowFlags } from '../flags';
import { StatusBadge } from '../status-badge';
import { ListWalk, type ListPlace } from './list-walk';

/** Who, where, which week, where it stands (and in the list it came from), and what can be done with it. */
export function ViewHeader({ ts, fmt, place, actions }: { ts: TimesheetDetail; fmt: Format; place: ListPlace; actions: ReactNode }) {
  const t = useTranslations('timesheets.view');
  const flagged = Boolean(ts.archived_at || ts.locked || ts.invoiced_client || ts.invoiced_vendor || ts.payroll_exported_at);
  return (
    <header className="mb-6 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* Back to the list as it was: its tab, filters, search, sort and page (DESIGN: lib/url-state/back-link.ts). */}
        <Link href={place.back} className="inline-flex items-center gap-1 text-sm font-medium text-slate-700 hover:text-slate-900">
          <span aria-hidden className="inline-block rtl:rotate-180">
            ←
          </span>
          {t('back')}
        </Link>
        <ListWalk place={place} />
      </div>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold text-slate-900">{ts.worker_name}</h1>
            <StatusBadge status={ts.status} testId="timesheet-status" />
          </div>
          <p className="text-sm text-slate-700">
            {ts.company_name} · {ts.location_name} · {t('week', { week: fmt.week(ts.week_start, ts.week_end) })}
          </p>
          {flagged ? (
            <div className="flex items-center gap-2 text-sm text-slate-700">
              <span className="sr-only">{t('flags')}</span>
              <RowFlags row={ts} />
            </div>
          ) : null}
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <BlockWorkerButton candidateId={ts.user_id} candidateName={ts.worker_name} locationId={ts.location_id} timesheetId={ts._id} />
          {actions}
        </div>
      </div>
    </header>
  );
}
