import { NextResponse } from 'next/server';
import { handler } from '@/lib/api/handler';
import { idParam } from '@/lib/api/ids';
import { SUPPORT_ROUTE } from '@/lib/helpdesk/route';
import { replyBody } from '@/lib/helpdesk/schema';
import { replyToTicket } from '@/lib/helpdesk/service';

export const POST = handler({ ...SUPPORT_ROUTE, body: replyBody }, async ({ session, params, body, ip }) =>
  NextResponse.json({ data: await replyToTicket(session, idParam(params.id, 'ticket'), body, ip), message: 'Reply sent' }, { status: 201 }));
