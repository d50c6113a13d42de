import { candidatesContracts } from '@/lib/contracts/candidates';
import { NextResponse } from 'next/server';
import { handler } from '@/lib/api/handler';
import { listResponse } from '@/lib/api/paging';
import { listNotes } from '@/lib/notes/queries';
import { createNote } from '@/lib/notes/service';

/** Notes of a candidate, company, contact or application (used by each of those screens). */
export const GET = handler(candidatesContracts.notes, async ({ session, query }) => {
  const { data, total } = await listNotes(session, query);
  return listResponse(data, total, query);
});

export const POST = handler(candidatesContracts.addNote, async ({ session, body, ip }) =>
  NextResponse.json({ data: await createNote(session, body, ip), message: 'Note added' }, { status: 201 }),
);
