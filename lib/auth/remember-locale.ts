import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import type { Session } from './guard';

/**
 * Stores the language a signed-in user reads the portal in (the language switcher's cookie, else her
 * browser's), so what reaches her outside the portal (notification mails, the approval page) speaks it.
 * Written only when it changed; the session cache picks it up within its lifetime.
 */
export async function rememberLocale(db: DbOrTx, session: Pick<Session, 'userId' | 'tenantId'>, locale: string): Promise<void> {
  await db
    .update(users)
    .set({ locale })
    .where(and(eq(users.id, session.userId), eq(users.tenantId, session.tenantId)));
}
