import { handler } from '@/lib/api/handler';
import { updateRegion } from '@/lib/users/regions';
import { ADMIN_ROUTE, archiveMessage } from '@/lib/users/route';
import { regionUpdateBody } from '@/lib/users/schema';

/** Rename, or `{archived}` to archive or restore. */
export const PATCH = handler({ route: ADMIN_ROUTE, body: regionUpdateBody }, async ({ session, params, body }) =>
  ({ data: await updateRegion(session, params.id, body), message: archiveMessage('Region', body.archived) }));

export const DELETE = handler({ route: ADMIN_ROUTE }, async ({ session, params }) =>
  ({ data: await updateRegion(session, params.id, { archived: true }), message: archiveMessage('Region', true) }));
