import { handler } from '@/lib/http/handler';
import { usersContracts } from '@/lib/contracts/users';
import { updateRegion } from '@/lib/users/regions';
import { savedOrArchived } from '@/lib/http/answer';

/** Rename, or `{archived}` to archive or restore. */
export const PATCH = handler(usersContracts.updateRegion, async ({ session, params, body }) => ({
  data: await updateRegion(session, params.id, body),
  message: savedOrArchived('users.region', body.archived),
}));

export const DELETE = handler(usersContracts.archiveRegion, async ({ session, params }) => ({
  data: await updateRegion(session, params.id, { archived: true }),
  message: savedOrArchived('users.region', true),
}));
