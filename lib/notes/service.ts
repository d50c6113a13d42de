import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { badRequest, forbidden, notFound, say } from '@/lib/errors';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { notes, noteTypes } from '@/lib/db/schema';
import { mayDeleteNote } from './queries';
import type { NoteInput } from './schema';
import { assertSubject, assertSubjectAllowed } from './subjects';
import type { NoteRow } from './schema';
import { theRow } from '@/lib/db/rows';

export async function createNote(db: DbOrTx, session: Session, input: NoteInput, ip?: string): Promise<NoteRow> {
  const { tenantId } = session;
  assertSubjectAllowed(session.role, input.subject_type);
  return db.transaction(async (tx) => {
    await assertSubject(tx, tenantId, input.subject_type, input.subject_id);
    let noteType: NoteRow['note_type'] = null;
    if (input.note_type_id) {
      const [type] = await tx
        .select({ id: noteTypes.id, name: noteTypes.name })
        .from(noteTypes)
        .where(and(eq(noteTypes.tenantId, tenantId), eq(noteTypes.id, input.note_type_id), isNull(noteTypes.archivedAt)))
        .limit(1);
      if (!type)
        throw badRequest(
          'generic.field',
          { field: 'note_type_id', message: say('notes.notNoteType') },
          { note_type_id: say('notes.unknownNoteType') },
        );
      noteType = { _id: type.id, name: type.name };
    }
    const row = theRow(
      await tx
        .insert(notes)
        .values({
          tenantId,
          subjectType: input.subject_type,
          subjectId: input.subject_id,
          noteTypeId: noteType?._id ?? null,
          body: input.body,
          authorId: session.userId,
        })
        .returning(),
    );
    await audit(tx, {
      tenantId,
      userId: session.userId,
      action: 'note.create',
      target: row.id,
      meta: { subject_type: input.subject_type, subject_id: input.subject_id },
      ip,
    });
    return {
      _id: row.id,
      subject_type: row.subjectType,
      subject_id: row.subjectId,
      body: row.body,
      note_type: noteType,
      author_id: session.userId,
      author_name: session.username,
      created_at: row.createdAt.toISOString(),
      can_delete: true,
    };
  });
}

/** Only the author or an admin may delete a note (403); another tenant's note is a 404. */
export async function deleteNote(db: DbOrTx, session: Session, id: string, ip?: string): Promise<void> {
  const { tenantId } = session;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ authorId: notes.authorId, subjectType: notes.subjectType, subjectId: notes.subjectId })
      .from(notes)
      .where(and(eq(notes.tenantId, tenantId), eq(notes.id, id)))
      .for('update');
    if (!row) throw notFound('note');
    assertSubjectAllowed(session.role, row.subjectType);
    if (!mayDeleteNote(session, row.authorId)) throw forbidden('notes.deleteOwn');
    await tx.delete(notes).where(and(eq(notes.tenantId, tenantId), eq(notes.id, id)));
    await audit(tx, {
      tenantId,
      userId: session.userId,
      action: 'note.delete',
      target: id,
      meta: { subject_type: row.subjectType, subject_id: row.subjectId },
      ip,
    });
  });
}
