import { overviewContracts } from '@/lib/contracts/overview';
import { handler } from '@/lib/http/handler';
import { overviewFor } from '@/lib/overview/for-session';
import { readerTimeZone } from '@/lib/settings/reader-zone';

/** GET the overview of the week holding `week` (default: this week on the reader's clock: her zone, else the tenant's). */
export const GET = handler(overviewContracts.overview, async ({ db, session, query }) => {
  return { data: await overviewFor(db, session, await readerTimeZone(db, session), query.week) };
});
