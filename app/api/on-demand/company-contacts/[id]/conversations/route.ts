import { handler } from '@/lib/api/handler';
import { listResponse, pageQuery } from '@/lib/api/paging';
import { pathId } from '@/lib/companies/path-id';
import { listConversation, sendContactMessage } from '@/lib/contacts/conversations';
import { messageBody } from '@/lib/messages/schema';

const query = pageQuery.omit({ search: true });

export const GET = handler({ route: '/contacts', query }, async ({ session, params, query: q }) => {
  const { data, total } = await listConversation(session.tenantId, pathId(params, 'id', 'contact'), q);
  return listResponse(data, total, q);
});

/** An outbound email to the contact (lib/mail), recorded in the conversation. */
export const POST = handler({ route: '/contacts', body: messageBody }, async ({ session, params, body }) =>
  ({ data: await sendContactMessage(session, pathId(params, 'id', 'contact'), body) }));
