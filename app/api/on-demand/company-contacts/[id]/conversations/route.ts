import { requestLocale } from '@/lib/http/error-response';
import { handler } from '@/lib/http/handler';
import { contactsContracts } from '@/lib/contracts/contacts';
import { listResponse } from '@/lib/schema-kit/paging';
import { pathId } from '@/lib/companies/path-id';
import { listConversation, sendContactMessage } from '@/lib/contacts/conversations';

export const GET = handler(contactsContracts.conversation, async ({ db, session, params, query: q }) => {
  const { data, total } = await listConversation(db, session.tenantId, pathId(params, 'id', 'contact'), q);
  return listResponse(data, total, q);
});

/** An outbound email to the contact (lib/mail), recorded in the conversation. */
export const POST = handler(contactsContracts.sendMessage, async ({ db, session, params, body, req }) => ({
  data: await sendContactMessage(db, session, pathId(params, 'id', 'contact'), body, requestLocale(req)),
}));
