import 'server-only';
import { and, asc, count, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { notFound } from '@/lib/errors';
import { idParam } from '@/lib/schema-kit/ids';
import { likePattern, offsetOf } from '@/lib/schema-kit/paging';
import type { DbOrTx } from '@/lib/db/client';
import { careerResourceCategories as categories, careerResources as resources } from '@/lib/db/schema';
import { sanitizeArticleHtml } from './sanitize';
import type { ResourceListQuery } from './schema';
import type { CareerCategory, CareerResource, CareerResourceRow, CategoryRef, PublishedResource } from './schema';

type ResourceRecord = typeof resources.$inferSelect;
type CategoryCols = { categoryName: string | null };

const categoryRef = (r: ResourceRecord & CategoryCols): CategoryRef | null =>
  r.categoryId && r.categoryName !== null ? { _id: r.categoryId, name: r.categoryName } : null;

function toRow(r: ResourceRecord & CategoryCols): CareerResourceRow {
  return {
    _id: r.id,
    kind: r.kind,
    category: categoryRef(r),
    title: r.title,
    summary: r.summary,
    url: r.url,
    position: r.position,
    published: r.publishedAt !== null,
    published_at: r.publishedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

/** Stored HTML is sanitised again on every read: a row written around the service is still safe to show. */
const bodyOf = (r: ResourceRecord) => (r.kind === 'article' ? sanitizeArticleHtml(r.bodyHtml ?? '') : null);

const withCategory = { r: resources, categoryName: categories.name };
const joinCategory = and(eq(categories.id, resources.categoryId), eq(categories.tenantId, resources.tenantId));
const flat = ({ r, categoryName }: { r: ResourceRecord; categoryName: string | null }) => ({ ...r, categoryName });

/**
 * The order candidates see: category position (uncategorised last), then the resource's own position.
 * The management list uses the same, so what an admin arranges is what the app shows.
 */
const DISPLAY_ORDER = [
  sql`${categories.position} asc nulls last`,
  asc(categories.name),
  asc(resources.position),
  asc(resources.createdAt),
  asc(resources.id),
];

function listFilters(tenantId: string, q: ResourceListQuery): SQL | undefined {
  const term = q.search ? likePattern(q.search) : null;
  return and(
    eq(resources.tenantId, tenantId),
    q.category === 'none' ? isNull(resources.categoryId) : q.category ? eq(resources.categoryId, q.category) : undefined,
    q.state === 'published' ? isNotNull(resources.publishedAt) : q.state === 'draft' ? isNull(resources.publishedAt) : undefined,
    term ? or(ilike(resources.title, term), ilike(resources.summary, term)) : undefined,
  );
}

export async function listResources(
  db: DbOrTx,
  tenantId: string,
  q: ResourceListQuery,
): Promise<{ data: CareerResourceRow[]; total: number }> {
  const where = listFilters(tenantId, q);
  const [rows, [total]] = await Promise.all([
    db
      .select(withCategory)
      .from(resources)
      .leftJoin(categories, joinCategory)
      .where(where)
      .orderBy(...DISPLAY_ORDER)
      .limit(q.per_page)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(resources).where(where),
  ]);
  return { data: rows.map((r) => toRow(flat(r))), total: total?.n ?? 0 };
}

/** One resource of the tenant with its body; another tenant's id (or no id at all) is a 404. */
export async function getResource(db: DbOrTx, tenantId: string, id: string): Promise<CareerResource> {
  const [row] = await db
    .select(withCategory)
    .from(resources)
    .leftJoin(categories, joinCategory)
    .where(and(eq(resources.tenantId, tenantId), eq(resources.id, idParam(id, 'careerResource'))))
    .limit(1);
  if (!row) throw notFound('careerResource');
  return { ...toRow(flat(row)), body_html: bodyOf(row.r) };
}

/** The mobile app's list: published only, in display order. */
export async function listPublished(db: DbOrTx, tenantId: string): Promise<PublishedResource[]> {
  const rows = await db
    .select(withCategory)
    .from(resources)
    .leftJoin(categories, joinCategory)
    .where(and(eq(resources.tenantId, tenantId), isNotNull(resources.publishedAt)))
    .orderBy(...DISPLAY_ORDER);
  return rows.map((x) => {
    const r = flat(x);
    return {
      _id: r.id,
      kind: r.kind,
      category: categoryRef(r),
      title: r.title,
      summary: r.summary,
      body_html: bodyOf(r),
      url: r.url,
      published_at: (r.publishedAt ?? r.createdAt).toISOString(),
    };
  });
}

/** Categories in their order, each with how many resources it holds. */
export async function listCategories(db: DbOrTx, tenantId: string): Promise<CareerCategory[]> {
  const rows = await db
    .select({ c: categories, n: count(resources.id) })
    .from(categories)
    .leftJoin(resources, and(eq(resources.categoryId, categories.id), eq(resources.tenantId, categories.tenantId)))
    .where(eq(categories.tenantId, tenantId))
    .groupBy(categories.id)
    .orderBy(asc(categories.position), asc(categories.name));
  return rows.map(({ c, n }) => ({ _id: c.id, name: c.name, position: c.position, resource_count: n }));
}
