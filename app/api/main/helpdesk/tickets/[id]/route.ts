import { say } from '@/lib/errors';
import { handler } from '@/lib/api/handler';
import { idParam } from '@/lib/api/ids';
import { db } from '@/lib/db/client';
import { helpdeskContracts } from '@/lib/contracts/helpdesk';
import { ticketDetail } from '@/lib/helpdesk/queries';
import { updateTicket } from '@/lib/helpdesk/service';

export const GET = handler(helpdeskContracts.ticket, async ({ session, params }) => ({
  data: await ticketDetail(db(), session, idParam(params.id, 'ticket')),
}));

export const PATCH = handler(helpdeskContracts.updateTicket, async ({ session, params, body, ip }) => ({
  data: await updateTicket(session, idParam(params.id, 'ticket'), body, ip),
  message: say('done.helpdesk.ticketUpdated'),
}));
