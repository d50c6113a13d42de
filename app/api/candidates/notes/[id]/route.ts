import { handler } from '@/lib/api/handler';
import { idParam } from '@/lib/api/ids';
import { STAFF } from '@/lib/auth/roles';
import { deleteNote } from '@/lib/notes/service';

export const DELETE = handler({ allow: STAFF }, async ({ session, params, ip }) => {
  await deleteNote(session, idParam(params.id, 'note'), ip);
  return { data: null, message: 'Note deleted' };
});
