import 'server-only';
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import { offsetOf } from '@/lib/schema-kit/paging';
import type { Session } from '@/lib/auth/guard';
import { ADMINS } from '@/lib/auth/roles';
import type { DbOrTx } from '@/lib/db/client';
import { notes, noteTypes, users } from '@/lib/db/schema';
import type { NoteQuery } from './schema';
import { assertSubject, assertSubjectAllowed } from './subjects';
import type { NoteType } from './types';
import type { NoteRow } from './schema';

export const mayDeleteNote = (session: Session, authorId: string | null) => authorId === session.userId || ADMINS.includes(session.role);

/** A subject's notes, newest first, with author and note type; 404 when the subject is not the tenant's. */
export async function listNotes(db: DbOrTx, session: Session, q: NoteQuery): Promise<{ data: NoteRow[]; total: number }> {
  const { tenantId } = session;
  assertSubjectAllowed(session.role, q.subject_type);
  await assertSubject(db, tenantId, q.subject_type, q.subject_id);
  const where = and(eq(notes.tenantId, tenantId), eq(notes.subjectType, q.subject_type), eq(notes.subjectId, q.subject_id));
  const [rows, [total]] = await Promise.all([
    db
      .select({ n: notes, author: users.username, typeName: noteTypes.name })
      .from(notes)
      .leftJoin(users, and(eq(users.id, notes.authorId), eq(users.tenantId, notes.tenantId)))
      .leftJoin(noteTypes, and(eq(noteTypes.id, notes.noteTypeId), eq(noteTypes.tenantId, notes.tenantId)))
      .where(where)
      .orderBy(desc(notes.createdAt), desc(notes.id))
      .limit(q.per_page)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(notes).where(where),
  ]);
  return {
    data: rows.map(({ n, author, typeName }) => ({
      _id: n.id,
      subject_type: n.subjectType,
      subject_id: n.subjectId,
      body: n.body,
      note_type: n.noteTypeId && typeName ? { _id: n.noteTypeId, name: typeName } : null,
      author_id: n.authorId,
      author_name: author,
      created_at: n.createdAt.toISOString(),
      can_delete: mayDeleteNote(session, n.authorId),
    })),
    total: total?.n ?? 0,
  };
}

/** The tenant's active note types for the picker, by name. */
export async function listNoteTypes(db: DbOrTx, tenantId: string): Promise<NoteType[]> {
  const rows = await db
    .select({ id: noteTypes.id, name: noteTypes.name })
    .from(noteTypes)
    .where(and(eq(noteTypes.tenantId, tenantId), isNull(noteTypes.archivedAt)))
    .orderBy(asc(noteTypes.name));
  return rows.map((r) => ({ _id: r.id, name: r.name }));
}
