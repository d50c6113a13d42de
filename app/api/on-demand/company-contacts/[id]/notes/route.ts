import { handler } from '@/lib/api/handler';
import { listResponse, pageQuery } from '@/lib/api/paging';
import { pathId } from '@/lib/companies/path-id';
import { listNotes } from '@/lib/notes/queries';
import { noteBody } from '@/lib/notes/schema';
import { createNote } from '@/lib/notes/service';

// Contact notes are rows of the generic notes table (subject 'contact'): the same service as /api/candidates/notes.
const contactNote = noteBody.omit({ subject_type: true, subject_id: true });
const query = pageQuery.omit({ search: true });

export const GET = handler({ route: '/contacts', query }, async ({ session, params, query: q }) => {
  const { data, total } = await listNotes(session, { ...q, subject_type: 'contact', subject_id: pathId(params, 'id', 'contact') });
  return listResponse(data, total, q);
});

export const POST = handler({ route: '/contacts', body: contactNote }, async ({ session, params, body, ip }) =>
  ({ data: await createNote(session, { ...body, subject_type: 'contact', subject_id: pathId(params, 'id', 'contact') }, ip) }));
