import { candidatesContracts } from '@/lib/contracts/candidates';
import { handler } from '@/lib/api/handler';
import { listResponse } from '@/lib/api/paging';
import { listNoteTypes } from '@/lib/notes/queries';

export const GET = handler(candidatesContracts.noteTypes, async ({ session }) => {
  const data = await listNoteTypes(session.tenantId);
  return listResponse(data, data.length);
});
