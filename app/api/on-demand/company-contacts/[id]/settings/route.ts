import { handler } from '@/lib/api/handler';
import { pathId } from '@/lib/companies/path-id';
import { db } from '@/lib/db/client';
import { getContactSettings, updateContactSettings } from '@/lib/contacts/portal';
import { settingsBody } from '@/lib/contacts/schema';

export const GET = handler({ route: '/contacts' }, async ({ session, params }) =>
  ({ data: await getContactSettings(db(), session.tenantId, pathId(params, 'id', 'contact')) }));

/** The switches, and portal_access: true creates/activates the contact's portal user, false deactivates it. */
export const PUT = handler({ route: '/contacts', body: settingsBody }, async ({ session, params, body }) =>
  ({ data: await updateContactSettings(session, pathId(params, 'id', 'contact'), body) }));
