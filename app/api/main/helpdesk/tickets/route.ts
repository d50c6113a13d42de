import { say } from '@/lib/errors';
import { created, handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { helpdeskContracts } from '@/lib/contracts/helpdesk';
import { listTickets } from '@/lib/helpdesk/queries';
import { createTicket } from '@/lib/helpdesk/service';

export const GET = handler(helpdeskContracts.tickets, async ({ db, session, query }) => {
  const { data, total, counts } = await listTickets(db, session, query);
  const body = listResponse(data, total, query);
  return { ...body, meta: { ...body.meta, counts } };
});

export const POST = handler(helpdeskContracts.createTicket, async ({ db, session, body, ip }) => {
  const data = await createTicket(db, session, body, ip);
  return created({ data, message: say('done.helpdesk.ticketCreated', { number: data.number }) });
});
