import { say } from '@/lib/errors';
import { candidatesContracts } from '@/lib/contracts/candidates';
import { handler } from '@/lib/http/handler';
import { listStatusOptions } from '@/lib/statuses/queries';
import { kindOf } from '@/lib/http/status-routes';
import { createStatus } from '@/lib/statuses/service';

/** Options of a kind in order (SPEC §4 configurable statuses); `?include_archived=true` adds archived ones. */
export const GET = handler(candidatesContracts.statuses, async ({ db, session, params, query }) => {
  const data = await listStatusOptions(db, session.tenantId, kindOf(params), query.include_archived);
  return { data, meta: { totalItems: data.length, total: data.length } };
});

export const POST = handler(candidatesContracts.createStatus, async ({ session, params, body }) => ({
  data: await createStatus(session, kindOf(params), body),
  message: say('done.statuses.created'),
}));
