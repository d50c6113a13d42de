'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { Suspense, lazy, useEffect } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { Role } from '@/lib/auth/roles';
import { useFormat } from '@/lib/browser/format';
import { useBack } from '@/lib/url-state/use-back';
import { withFrom } from '@/lib/url-state/back-link';
import { StatusBadge } from '../status-badge';
import { useTimesheetDetail } from '../use-timesheet-data';

// The form renders only once the timesheet has loaded, so its code loads beside that fetch (route JS budget).
const loadForm = () => import('./edit-form');
const EditForm = lazy(() => loadForm().then((m) => ({ default: m.EditForm })));
// Only shown when editing is refused, and it carries the transition rules; load it then.
const EditRefused = lazy(() => import('./edit-refused').then((m) => ({ default: m.EditRefused })));

/** /timesheets/edit/{id}: the form when the server allows an edit now, otherwise the reason why not. */
export function TimesheetEditScreen({ id, role }: { id: string; role: Role }) {
  const t = useTranslations('timesheets');
  const fmt = useFormat();
  const back = useBack('/timesheets');
  // A failed load toasts and returns to the list inside the hook (SPEC §8).
  const { data } = useTimesheetDetail(id);
  useEffect(() => void loadForm(), []);
  const ts = data?.data;
  if (!ts) {
    return (
      <>
        <Spinner position="top" label={t('view.loading')} />
        <p aria-busy="true" className="py-10 text-center text-sm text-slate-700">
          {t('view.loading')}
        </p>
      </>
    );
  }
  return (
    <>
      <Link
        href={withFrom(`/timesheets/view/${id}`, back)}
        className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-slate-700 hover:text-slate-900"
      >
        <span aria-hidden>←</span>
        {t('edit.backToView')}
      </Link>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{t('edit.title', { worker: ts.worker_name })}</h1>
        <StatusBadge status={ts.status} />
      </div>
      <p className="-mt-4 mb-6 text-sm text-slate-700">
        {ts.company_name} · {ts.location_name} · {t('view.week', { week: fmt.week(ts.week_start, ts.week_end) })}
      </p>
      {/* Keyed by id only: a background refetch must never reset what the user is typing. */}
      <Suspense
        fallback={
          <p aria-busy="true" className="text-sm text-slate-700">
            {t('view.loading')}
          </p>
        }
      >
        {ts.allowed_actions.includes('edit') ? (
          <EditForm key={ts._id} ts={ts} fmt={fmt} back={back} />
        ) : (
          <EditRefused ts={ts} role={role} back={back} />
        )}
      </Suspense>
    </>
  );
}
