'use client';
import type { Role } from '@/lib/auth/roles';
import type { Format } from '@/lib/browser/format';
import type { DashboardLabels } from '@/lib/settings/labels';
import type { TimesheetDetail } from '@/lib/timesheets/types';
import { seesPay } from '@/lib/auth/pay-visibility';
import { RefusalPanel } from '../refusal-panel';
import { useTimesheetActions } from '../use-timesheet-actions';
import { DailyTimecards } from './daily-timecards';
import { History } from './history';
import { Summary } from './summary';
import { ViewActions } from './view-actions';
import { ViewHeader } from './view-header';

/** Everything shown once the timesheet is loaded: header and actions, totals, timecards, history. */
export default function TimesheetBody({
  ts,
  role,
  labels,
  fmt,
}: {
  ts: TimesheetDetail;
  role: Role;
  labels: DashboardLabels;
  fmt: Format;
}) {
  const actions = useTimesheetActions((x) => (x === ts._id ? ts.worker_name : x), fmt);
  return (
    <>
      <ViewHeader ts={ts} fmt={fmt} actions={<ViewActions ts={ts} busy={actions.busy} run={actions.run} role={role} fmt={fmt} />} />
      {actions.refusal ? <RefusalPanel refusal={actions.refusal} onDismiss={actions.clearRefusal} /> : null}
      <Summary ts={ts} fmt={fmt} withPay={seesPay(role)} labels={labels} />
      <DailyTimecards timesheetId={ts._id} cards={ts.timecards} canRate={ts.can_rate} fmt={fmt} exceptions={ts.exceptions} />
      <History id={ts._id} fmt={fmt} />
    </>
  );
}
