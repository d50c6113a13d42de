'use client';
import type { Role } from '@/lib/auth/roles';
import type { Format } from '@/lib/browser/format';
import type { DashboardLabels } from '@/lib/settings/labels';
import type { TimesheetDetail } from '@/lib/timesheets/schema';
import { seesPay } from '@/lib/auth/pay-visibility';
import { RefusalPanel } from '../refusal-panel';
import { useTimesheetActions } from '../use-timesheet-actions';
import { DailyTimecards } from './daily-timecards';
import { History } from './history';
import { Summary } from './summary';
import { ViewActions } from './view-actions';
import type { ListPlace } from './list-walk';
import { ViewHeader } from './view-header';

/** Everything shown once the timesheet is loaded: header and actions, totals, timecards, history. */
export default function TimesheetBody({
  ts,
  role,
  labels,
  fmt,
  place,
}: {
  ts: TimesheetDetail;
  role: Role;
  labels: DashboardLabels;
  fmt: Format;
  place: ListPlace;
}) {
  const actions = useTimesheetActions((x) => (x === ts._id ? ts.worker_name : x), fmt);
  return (
    <>
      <ViewHeader
        ts={ts}
        fmt={fmt}
        place={place}
        actions={<ViewActions ts={ts} busy={actions.busy} run={actions.run} role={role} fmt={fmt} back={place.back} />}
      />
      {actions.refusal ? <RefusalPanel refusal={actions.refusal} onDismiss={actions.clearRefusal} /> : null}
      <Summary ts={ts} fmt={fmt} withPay={seesPay(role)} labels={labels} />
      <DailyTimecards timesheetId={ts._id} cards={ts.timecards} canRate={ts.can_rate} fmt={fmt} exceptions={ts.exceptions} />
      {/* The sheet is one location's: its cards carry the site's zone, which the changed punch times are printed on. */}
      <History id={ts._id} fmt={fmt} zone={ts.timecards[0]?.location_timezone ?? null} />
    </>
  );
}
