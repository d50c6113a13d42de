import { handler } from '@/lib/api/handler';
import { ADMINS, STAFF } from '@/lib/auth/roles';
import { listStatusOptions } from '@/lib/statuses/queries';
import { kindOf } from '@/lib/statuses/route-helpers';
import { createStatusBody, listStatusQuery } from '@/lib/statuses/schema';
import { createStatus } from '@/lib/statuses/service';

/** Options of a kind in order (SPEC §4 configurable statuses); `?include_archived=true` adds archived ones. */
export const GET = handler({ allow: STAFF, query: listStatusQuery }, async ({ session, params, query }) => {
  const data = await listStatusOptions(session.tenantId, kindOf(params), query.include_archived);
  return { data, meta: { totalItems: data.length, total: data.length } };
});

export const POST = handler({ allow: ADMINS, body: createStatusBody }, async ({ session, params, body }) =>
  ({ data: await createStatus(session, kindOf(params), body), message: 'Status created' }));
