import { say } from '@/lib/errors';
import { candidatesContracts } from '@/lib/contracts/candidates';
import { created, handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { listNotes } from '@/lib/notes/queries';
import { createNote } from '@/lib/notes/service';

/** Notes of a candidate, company, contact or application (used by each of those screens). */
export const GET = handler(candidatesContracts.notes, async ({ db, session, query }) => {
  const { data, total } = await listNotes(db, session, query);
  return listResponse(data, total, query);
});

export const POST = handler(candidatesContracts.addNote, async ({ db, session, body, ip }) =>
  created({ data: await createNote(db, session, body, ip), message: say('done.candidates.noteAdded') }),
);
