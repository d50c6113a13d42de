import { handler } from '@/lib/api/handler';
import { idParam } from '@/lib/api/ids';
import { db } from '@/lib/db/client';
import { ticketDetail } from '@/lib/helpdesk/queries';
import { SUPPORT_ROUTE } from '@/lib/helpdesk/route';
import { updateTicketBody } from '@/lib/helpdesk/schema';
import { updateTicket } from '@/lib/helpdesk/service';

export const GET = handler(SUPPORT_ROUTE, async ({ session, params }) =>
  ({ data: await ticketDetail(db(), session, idParam(params.id, 'ticket')) }));

export const PATCH = handler({ ...SUPPORT_ROUTE, body: updateTicketBody }, async ({ session, params, body, ip }) =>
  ({ data: await updateTicket(session, idParam(params.id, 'ticket'), body, ip), message: 'Ticket updated' }));
