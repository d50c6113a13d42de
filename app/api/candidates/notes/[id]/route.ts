import { say } from '@/lib/errors';
import { candidatesContracts } from '@/lib/contracts/candidates';
import { handler } from '@/lib/http/handler';
import { idParam } from '@/lib/schema-kit/ids';
import { deleteNote } from '@/lib/notes/service';

export const DELETE = handler(candidatesContracts.deleteNote, async ({ db, session, params, ip }) => {
  await deleteNote(db, session, idParam(params.id, 'note'), ip);
  return { data: null, message: say('done.candidates.noteDeleted') };
});
