import { overviewContracts } from '@/lib/contracts/overview';
import { handler } from '@/lib/http/handler';
import { requestTimeZone } from '@/lib/schema-kit/timezone';
import { db } from '@/lib/db/client';
import { overviewFor } from '@/lib/overview/for-session';
import { tenantTimeZone } from '@/lib/settings/time-zone';

/** GET the overview of the week holding `week` (default: today in the browser's zone, else the tenant's). */
export const GET = handler(overviewContracts.overview, async ({ session, query, req }) => {
  const zone = req.headers.get('x-timezone') ? requestTimeZone(req.headers) : await tenantTimeZone(db(), session.tenantId);
  return { data: await overviewFor(session, zone, query.week) };
});
