import { NextResponse } from 'next/server';
import { handler } from '@/lib/api/handler';
import { idParam } from '@/lib/api/ids';
import { helpdeskContracts } from '@/lib/contracts/helpdesk';
import { replyToTicket } from '@/lib/helpdesk/service';

export const POST = handler(helpdeskContracts.reply, async ({ session, params, body, ip }) =>
  NextResponse.json({ data: await replyToTicket(session, idParam(params.id, 'ticket'), body, ip), message: 'Reply sent' }, { status: 201 }),
);
