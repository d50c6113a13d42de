import { handler } from '@/lib/api/handler';
import { db } from '@/lib/db/client';
import { clearEveree, evereeView, saveEveree } from '@/lib/integrations/everee';
import { evereeInput } from '@/lib/integrations/schema';

/** The Everee connection as the admin sees it: the API key only as a hint. */
export const GET = handler({ route: '/admin-settings' }, async ({ session }) => ({ data: await evereeView(db(), session.tenantId) }));

export const PUT = handler({ route: '/admin-settings', body: evereeInput }, async ({ session, body }) =>
  ({ data: await saveEveree(session, body), message: 'Everee settings saved' }));

/** Forget the connection, key included. */
export const DELETE = handler({ route: '/admin-settings' }, async ({ session }) => ({ data: await clearEveree(session), message: 'Everee disconnected' }));
