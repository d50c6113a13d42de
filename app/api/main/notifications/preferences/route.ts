import { handler } from '@/lib/http/handler';
import { notificationsContracts } from '@/lib/contracts/notification-centre';
import { getPreferences } from '@/lib/notification-centre/queries';
import { savePreferences } from '@/lib/notification-centre/service';

/** The caller's event × channel matrix: what the company sends, and what reaches her. */
export const GET = handler(notificationsContracts.preferences, async ({ db, session }) => ({ data: await getPreferences(db, session) }));

/** Her own opt-outs; she cannot turn on what the company turned off (400). */
export const PUT = handler(notificationsContracts.savePreferences, async ({ db, session, body, ip }) => ({
  data: await savePreferences(db, session, body, ip),
}));
