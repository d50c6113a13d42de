'use client';
import { useTranslations } from 'next-intl';
import { Suspense, lazy, useEffect } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { Role } from '@/lib/auth/roles';
import { DEFAULT_CURRENCY, useFormat } from '@/lib/browser/format';
import type { DashboardLabels } from '@/lib/settings/labels';
import type { TimesheetDetail } from '@/lib/timesheets/schema';
import { useTimesheetDetail } from '../use-timesheet-data';
import type { ListPlace } from './list-walk';

// Nothing but a loader can show before the timesheet arrives, so the body's code loads beside that
// fetch instead of in the route's first bundle (route JS budget, DESIGN §6).
const loadBody = () => import('./timesheet-body');
const TimesheetBody = lazy(loadBody);

/** /timesheets/view/{id}: one worker's week, its timecards, its history and the actions allowed now. */
export function TimesheetView({
  id,
  initial,
  role,
  labels,
  currency = DEFAULT_CURRENCY,
  place = { back: '/timesheets', neighbours: null },
}: {
  id: string;
  /** The sheet as the page read it (the API's answer), shown until SWR has its own. */
  initial?: TimesheetDetail;
  role: Role;
  labels: DashboardLabels;
  currency?: string;
  /** The list it was opened from (page.tsx reads it from `back`). */
  place?: ListPlace;
}) {
  const t = useTranslations('timesheets');
  const fmt = useFormat(currency);
  // A failed load toasts and returns to the list inside the hook (SPEC §8).
  const { data } = useTimesheetDetail(id, initial);
  useEffect(() => void loadBody(), []);
  const loading = (
    <>
      <Spinner position="top" label={t('view.loading')} />
      <p aria-busy="true" className="py-10 text-center text-sm text-slate-700">
        {t('view.loading')}
      </p>
    </>
  );
  if (!data) return loading;
  return (
    <Suspense fallback={loading}>
      <TimesheetBody ts={data.data} role={role} labels={labels} fmt={fmt} place={place} />
    </Suspense>
  );
}
