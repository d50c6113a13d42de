import { say } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { idParam } from '@/lib/schema-kit/ids';
import { helpdeskContracts } from '@/lib/contracts/helpdesk';
import { ticketFor } from '@/lib/helpdesk/page-data';
import { updateTicket } from '@/lib/helpdesk/service';

export const GET = handler(helpdeskContracts.ticket, async ({ db, session, params }) => ({
  data: await ticketFor(db, session, idParam(params.id, 'ticket')),
}));

export const PATCH = handler(helpdeskContracts.updateTicket, async ({ db, session, params, body, ip }) => ({
  data: await updateTicket(db, session, idParam(params.id, 'ticket'), body, ip),
  message: say('done.helpdesk.ticketUpdated'),
}));
