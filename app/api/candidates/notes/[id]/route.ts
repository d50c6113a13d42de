import { say } from '@/lib/errors';
import { candidatesContracts } from '@/lib/contracts/candidates';
import { handler } from '@/lib/api/handler';
import { idParam } from '@/lib/api/ids';
import { deleteNote } from '@/lib/notes/service';

export const DELETE = handler(candidatesContracts.deleteNote, async ({ session, params, ip }) => {
  await deleteNote(session, idParam(params.id, 'note'), ip);
  return { data: null, message: say('done.candidates.noteDeleted') };
});
