import { candidatesContracts } from '@/lib/contracts/candidates';
import { handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { listNoteTypes } from '@/lib/notes/queries';

export const GET = handler(candidatesContracts.noteTypes, async ({ db, session }) => {
  const data = await listNoteTypes(db, session.tenantId);
  return listResponse(data, data.length);
});
