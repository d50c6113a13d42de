import { handler } from '@/lib/api/handler';
import { SUPPORT_ROUTE } from '@/lib/helpdesk/route';
import { listWhatsNew } from '@/lib/helpdesk/whats-new';

/** SPEC §7 GET helpdesk/whats-new: release notes newest first, with this user's read flags and unread count. */
export const GET = handler(SUPPORT_ROUTE, async ({ session }) => {
  const { data, unread, total } = await listWhatsNew(session);
  return { data, meta: { unread, totalItems: total, total } };
});
