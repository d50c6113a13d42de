import { NextResponse } from 'next/server';
import { handler } from '@/lib/api/handler';
import { listResponse } from '@/lib/api/paging';
import { listTickets } from '@/lib/helpdesk/queries';
import { SUPPORT_ROUTE } from '@/lib/helpdesk/route';
import { createTicketBody, ticketListQuery } from '@/lib/helpdesk/schema';
import { createTicket } from '@/lib/helpdesk/service';

export const GET = handler({ ...SUPPORT_ROUTE, query: ticketListQuery }, async ({ session, query }) => {
  const { data, total, counts } = await listTickets(session, query);
  const body = listResponse(data, total, query);
  return { ...body, meta: { ...body.meta, counts } };
});

export const POST = handler({ ...SUPPORT_ROUTE, body: createTicketBody }, async ({ session, body, ip }) => {
  const data = await createTicket(session, body, ip);
  return NextResponse.json({ data, message: `Ticket #${data.number} created` }, { status: 201 });
});
