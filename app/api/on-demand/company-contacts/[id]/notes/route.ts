import { handler } from '@/lib/http/handler';
import { contactsContracts } from '@/lib/contracts/contacts';
import { listResponse } from '@/lib/schema-kit/paging';
import { pathId } from '@/lib/companies/path-id';
import { listNotes } from '@/lib/notes/queries';
import { createNote } from '@/lib/notes/service';

// Contact notes are rows of the generic notes table (subject 'contact'): the same service as /api/candidates/notes.
export const GET = handler(contactsContracts.notes, async ({ db, session, params, query: q }) => {
  const { data, total } = await listNotes(db, session, { ...q, subject_type: 'contact', subject_id: pathId(params, 'id', 'contact') });
  return listResponse(data, total, q);
});

export const POST = handler(contactsContracts.addNote, async ({ db, session, params, body, ip }) => ({
  data: await createNote(db, session, { ...body, subject_type: 'contact', subject_id: pathId(params, 'id', 'contact') }, ip),
}));
