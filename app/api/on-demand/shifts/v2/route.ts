import { onDemandContracts } from '@/lib/contracts/on-demand';
import { shiftsBoardPage } from '@/lib/on-demand/page-data';
import { scopedRead } from '@/lib/http/timesheet-routes';

/** The board's list; kept per process until the tenant's live data or the minute changes (lib/on-demand/page-data.ts). */
export const GET = scopedRead(onDemandContracts.shifts, ({ db, scope, query }) => shiftsBoardPage(db, scope, query));
