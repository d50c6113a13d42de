import 'server-only';
import { and, asc, eq, isNull, max, sql } from 'drizzle-orm';
import { conflict, fieldError, notFound, say } from '@/lib/errors';
import { idParam } from '@/lib/schema-kit/ids';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import { write as catalogWrite, writeOrder } from '@/lib/catalog/write';
import type { DbOrTx } from '@/lib/db/client';
import { byPosition } from '@/lib/db/locks';
import { careerResourceCategories as categories, careerResources as resources } from '@/lib/db/schema';
import { listCategories } from './queries';
import type { CategoryInput } from './schema';
import type { CareerCategory } from './schema';
import { theRow } from '@/lib/db/rows';

/** Every category write locks the tenant's categories first (in id order, lib/db/locks.ts), so concurrent edits are serialised. */
const lockAll = async (tx: DbOrTx, tenantId: string) =>
  byPosition(await tx.select().from(categories).where(eq(categories.tenantId, tenantId)).orderBy(asc(categories.id)).for('update'));

function assertNameFree(rows: { id: string; name: string }[], name: string, exceptId?: string) {
  const taken = rows.find((r) => r.id !== exceptId && r.name.toLowerCase() === name.toLowerCase());
  if (taken) throw conflict('catalog.categoryNameTaken', { name: taken.name });
}

/** A transaction whose unique-index race is answered like the checked duplicate. */
const write = <T>(fn: (tx: DbOrTx) => Promise<T>) => catalogWrite(fn, say('careerResources.categoryTaken'));

const log = (tx: DbOrTx, s: Session, action: string, target: string, meta: Record<string, unknown>) =>
  audit(tx, { tenantId: s.tenantId, userId: s.userId, action: `career_category.${action}`, target, meta });

const one = async (tx: DbOrTx, tenantId: string, id: string) => {
  const found = (await listCategories(tx, tenantId)).find((c) => c._id === id);
  if (!found) throw notFound('category');
  return found;
};

export function createCategory(s: Session, input: CategoryInput): Promise<CareerCategory> {
  return write(async (tx) => {
    const rows = await lockAll(tx, s.tenantId);
    assertNameFree(rows, input.name);
    const position = rows.reduce((m, r) => Math.max(m, r.position + 1), 0);
    const row = theRow(await tx.insert(categories).values({ tenantId: s.tenantId, name: input.name, position }).returning());
    await log(tx, s, 'create', row.id, { name: row.name });
    return one(tx, s.tenantId, row.id);
  });
}

export function renameCategory(s: Session, rawId: string, input: CategoryInput): Promise<CareerCategory> {
  const id = idParam(rawId, 'category');
  return write(async (tx) => {
    const rows = await lockAll(tx, s.tenantId);
    const current = rows.find((r) => r.id === id);
    if (!current) throw notFound('category');
    assertNameFree(rows, input.name, id);
    await tx
      .update(categories)
      .set({ name: input.name })
      .where(and(eq(categories.tenantId, s.tenantId), eq(categories.id, id)));
    await log(tx, s, 'update', id, { from: current.name, to: input.name });
    return one(tx, s.tenantId, id);
  });
}

/** Its resources stay, uncategorised, after the ones already there (the FK would null them anyway). */
export function deleteCategory(s: Session, rawId: string): Promise<void> {
  const id = idParam(rawId, 'category');
  return write(async (tx) => {
    const rows = await lockAll(tx, s.tenantId);
    const current = rows.find((r) => r.id === id);
    if (!current) throw notFound('category');
    const { top } = theRow(
      await tx
        .select({ top: max(resources.position) })
        .from(resources)
        .where(and(eq(resources.tenantId, s.tenantId), isNull(resources.categoryId))),
      'max(position)',
    );
    await tx
      .update(resources)
      .set({ categoryId: null, position: sql`${resources.position} + ${(top ?? -1) + 1}` })
      .where(and(eq(resources.tenantId, s.tenantId), eq(resources.categoryId, id)));
    await tx.delete(categories).where(and(eq(categories.tenantId, s.tenantId), eq(categories.id, id)));
    await log(tx, s, 'delete', id, { name: current.name });
  });
}

/** `ids` is every category of the tenant, each once, in the new order. */
export function reorderCategories(s: Session, ids: string[]): Promise<CareerCategory[]> {
  return write(async (tx) => {
    const rows = await lockAll(tx, s.tenantId);
    const known = new Set(rows.map((r) => r.id));
    if (ids.length !== rows.length || ids.some((id) => !known.has(id))) {
      throw fieldError('ids', 'generic.listEachOnce', { count: rows.length });
    }
    await writeOrder(tx, categories, s.tenantId, ids);
    await log(tx, s, 'reorder', s.tenantId, { ids });
    return listCategories(tx, s.tenantId);
  });
}
