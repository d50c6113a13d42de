import 'server-only';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { ticketDetail } from './queries';
import type { TicketDetail } from './schema';

/** One ticket with its thread and what the signed-in user may do with it (404 if out of her reach). */
export const ticketFor = (db: DbOrTx, session: Session, id: string): Promise<TicketDetail> => ticketDetail(db, session, id);
