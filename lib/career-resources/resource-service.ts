import 'server-only';
import { and, asc, eq, inArray, isNull, max } from 'drizzle-orm';
import { conflict, fieldError, notFound } from '@/lib/errors';
import { idParam } from '@/lib/schema-kit/ids';
import { audit } from '@/lib/audit';
import { writeOrder } from '@/lib/catalog/write';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { careerResourceCategories as categories, careerResources as resources } from '@/lib/db/schema';
import { refill } from './positions';
import { getResource } from './queries';
import { sanitizeArticleHtml, textOf } from './sanitize';
import type { CreateResourceInput, UpdateResourceInput } from './schema';
import type { CareerResource } from './schema';
import { theRow } from '@/lib/db/rows';

const inCategory = (categoryId: string | null) => (categoryId ? eq(resources.categoryId, categoryId) : isNull(resources.categoryId));

const log = (tx: DbOrTx, s: Session, action: string, target: string, meta: Record<string, unknown> = {}) =>
  audit(tx, { tenantId: s.tenantId, userId: s.userId, action: `career_resource.${action}`, target, meta });

async function checkCategory(tx: DbOrTx, tenantId: string, categoryId: string | null) {
  if (!categoryId) return;
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.id, categoryId)))
    .limit(1);
  if (!row) throw fieldError('category_id', 'careerResources.notYourCategory');
}

/** New and moved resources go to the end of their category. */
async function nextPosition(tx: DbOrTx, tenantId: string, categoryId: string | null): Promise<number> {
  const { top } = theRow(
    await tx
      .select({ top: max(resources.position) })
      .from(resources)
      .where(and(eq(resources.tenantId, tenantId), inCategory(categoryId))),
    'max(position)',
  );
  return (top ?? -1) + 1;
}

async function lockResource(tx: DbOrTx, tenantId: string, rawId: string) {
  const [row] = await tx
    .select()
    .from(resources)
    .where(and(eq(resources.tenantId, tenantId), eq(resources.id, idParam(rawId, 'careerResource'))))
    .for('update');
  if (!row) throw notFound('careerResource');
  return row;
}

/** New resources start as drafts: candidates see them only once published. */
export function createResource(db: DbOrTx, s: Session, input: CreateResourceInput): Promise<CareerResource> {
  return db.transaction(async (tx) => {
    await checkCategory(tx, s.tenantId, input.category_id);
    const row = theRow(
      await tx
        .insert(resources)
        .values({
          tenantId: s.tenantId,
          kind: input.kind,
          categoryId: input.category_id,
          title: input.title,
          summary: input.summary,
          bodyHtml: input.kind === 'article' ? sanitizeArticleHtml(input.body_html) : null,
          url: input.kind === 'link' ? input.url : null,
          position: await nextPosition(tx, s.tenantId, input.category_id),
        })
        .returning({ id: resources.id }),
    );
    await log(tx, s, 'create', row.id, { kind: input.kind, title: input.title });
    return getResource(tx, s.tenantId, row.id);
  });
}

export function updateResource(db: DbOrTx, s: Session, id: string, input: UpdateResourceInput): Promise<CareerResource> {
  return db.transaction(async (tx) => {
    const row = await lockResource(tx, s.tenantId, id);
    if (input.body_html !== undefined && row.kind !== 'article') throw fieldError('body_html', 'careerResources.bodyOnArticles');
    if (input.url !== undefined && row.kind !== 'link') throw fieldError('url', 'careerResources.urlOnLinks');
    const moved = input.category_id !== undefined && input.category_id !== row.categoryId;
    if (moved) await checkCategory(tx, s.tenantId, input.category_id ?? null);
    const bodyHtml = input.body_html === undefined ? undefined : sanitizeArticleHtml(input.body_html);
    if (bodyHtml !== undefined && row.publishedAt && !textOf(bodyHtml)) throw conflict('careerResources.publishedEmpty');
    await tx
      .update(resources)
      .set({
        title: input.title,
        summary: input.summary,
        url: input.url,
        bodyHtml,
        ...(moved
          ? { categoryId: input.category_id ?? null, position: await nextPosition(tx, s.tenantId, input.category_id ?? null) }
          : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(resources.tenantId, s.tenantId), eq(resources.id, row.id)));
    await log(tx, s, 'update', row.id, { fields: Object.keys(input).filter((k) => input[k as keyof UpdateResourceInput] !== undefined) });
    return getResource(tx, s.tenantId, row.id);
  });
}

export function deleteResource(db: DbOrTx, s: Session, id: string): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await lockResource(tx, s.tenantId, id);
    await tx.delete(resources).where(and(eq(resources.tenantId, s.tenantId), eq(resources.id, row.id)));
    await log(tx, s, 'delete', row.id, { title: row.title });
  });
}

/** Publish or unpublish; repeating either is harmless. An article without any text cannot go out (409). */
export function setPublished(db: DbOrTx, s: Session, id: string, published: boolean): Promise<CareerResource> {
  return db.transaction(async (tx) => {
    const row = await lockResource(tx, s.tenantId, id);
    if (published && row.kind === 'article' && !textOf(sanitizeArticleHtml(row.bodyHtml ?? ''))) {
      throw conflict('careerResources.noText');
    }
    if (published !== (row.publishedAt !== null)) {
      await tx
        .update(resources)
        .set({ publishedAt: published ? new Date() : null, updatedAt: new Date() })
        .where(and(eq(resources.tenantId, s.tenantId), eq(resources.id, row.id)));
      await log(tx, s, published ? 'publish' : 'unpublish', row.id, { title: row.title });
    }
    return getResource(tx, s.tenantId, row.id);
  });
}

/**
 * New order for resources of one category. `ids` may be only part of the category (what a filtered
 * page shows): they swap among the places they hold, and the category is renumbered from 0.
 */
export function reorderResources(db: DbOrTx, s: Session, ids: string[]): Promise<{ _id: string; position: number }[]> {
  return db.transaction(async (tx) => {
    const listed = await tx
      .select({ id: resources.id, categoryId: resources.categoryId })
      .from(resources)
      .where(and(eq(resources.tenantId, s.tenantId), inArray(resources.id, ids)));
    const [first] = listed;
    if (!first || listed.length !== ids.length) throw notFound('careerResource');
    const categoryId = first.categoryId;
    if (listed.some((r) => r.categoryId !== categoryId)) throw fieldError('ids', 'careerResources.oneCategory');
    // The whole category is locked in id order (lib/db/locks.ts), then put in list order here.
    const group = (
      await tx
        .select({ id: resources.id, position: resources.position, createdAt: resources.createdAt })
        .from(resources)
        .where(and(eq(resources.tenantId, s.tenantId), inCategory(categoryId)))
        .orderBy(asc(resources.id))
        .for('update')
    ).sort((a, b) => a.position - b.position || a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
    // One of them was moved to another category between the read and the lock.
    if (ids.some((id) => !group.some((r) => r.id === id))) throw conflict('careerResources.movedMeanwhile');
    const order = refill(
      group.map((r) => r.id),
      ids,
    );
    await writeOrder(tx, resources, s.tenantId, order);
    await log(tx, s, 'reorder', categoryId ?? 'uncategorised', { ids });
    return order.map((_id, position) => ({ _id, position }));
  });
}
