import { handler } from '@/lib/http/handler';
import { helpdeskContracts } from '@/lib/contracts/helpdesk';
import { listWhatsNew } from '@/lib/helpdesk/whats-new';

/** SPEC §7 GET helpdesk/whats-new: release notes newest first, with this user's read flags and unread count. */
export const GET = handler(helpdeskContracts.whatsNew, async ({ db, session }) => {
  const { data, unread, total } = await listWhatsNew(db, session);
  return { data, meta: { unread, totalItems: total, total } };
});
