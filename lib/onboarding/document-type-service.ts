import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { conflict } from '@/lib/errors';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { documentTypes } from '@/lib/db/schema';
import { isoOrNull } from './queries';
import { loadDocumentType, record } from './load';
import type { documentTypeBody, documentTypeUpdate } from './schema';
import { theRow } from '@/lib/db/rows';

// Names are unique per tenant regardless of case, so "I-9" and "i-9" cannot both appear in a picker.
async function assertNameFree(tx: DbOrTx, tenantId: string, name: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: documentTypes.id })
    .from(documentTypes)
    .where(
      and(
        eq(documentTypes.tenantId, tenantId),
        sql`lower(${documentTypes.name}) = lower(${name})`,
        exceptId ? ne(documentTypes.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict('onboarding.documentTypeTaken', { name });
}

const json = (r: typeof documentTypes.$inferSelect) => ({ _id: r.id, name: r.name, archived_at: isoOrNull(r.archivedAt) });

export async function createDocumentType(db: DbOrTx, session: Session, body: z.infer<typeof documentTypeBody>) {
  return db.transaction(async (tx) => {
    await assertNameFree(tx, session.tenantId, body.name);
    const [row] = await tx.insert(documentTypes).values({ tenantId: session.tenantId, name: body.name }).onConflictDoNothing().returning();
    // A request that raced past the check above lands on the unique index instead.
    if (!row) throw conflict('onboarding.documentTypeTaken', { name: body.name });
    await record(tx, session, 'document_type.create', row.id, { name: body.name });
    return json(row);
  });
}

/** Rename or archive. An archived type stays on the items that use it but cannot be picked for new ones. */
export async function updateDocumentType(db: DbOrTx, session: Session, id: string, body: z.infer<typeof documentTypeUpdate>) {
  return db.transaction(async (tx) => {
    const row = await loadDocumentType(tx, session.tenantId, id);
    if (body.name !== undefined) await assertNameFree(tx, session.tenantId, body.name, id);
    const archivedAt = body.archived === undefined ? row.archivedAt : body.archived ? (row.archivedAt ?? new Date()) : null;
    const updated = theRow(
      await tx
        .update(documentTypes)
        .set({ name: body.name ?? row.name, archivedAt })
        .where(and(eq(documentTypes.tenantId, session.tenantId), eq(documentTypes.id, id)))
        .returning(),
      'document type',
    );
    await record(
      tx,
      session,
      body.archived === undefined ? 'document_type.update' : body.archived ? 'document_type.archive' : 'document_type.restore',
      id,
      { name: body.name },
    );
    return json(updated);
  });
}
