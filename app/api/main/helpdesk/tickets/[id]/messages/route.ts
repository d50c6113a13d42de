import { say } from '@/lib/errors';
import { created, handler } from '@/lib/http/handler';
import { idParam } from '@/lib/schema-kit/ids';
import { helpdeskContracts } from '@/lib/contracts/helpdesk';
import { replyToTicket } from '@/lib/helpdesk/service';

export const POST = handler(helpdeskContracts.reply, async ({ db, session, params, body, ip }) =>
  created({ data: await replyToTicket(db, session, idParam(params.id, 'ticket'), body, ip), message: say('done.helpdesk.replySent') }),
);
