import 'server-only';
import { and, asc, count, desc, eq, gt, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { likePattern } from '@/lib/schema-kit/paging';
import type { DbOrTx } from '@/lib/db/client';
import { jobs, locations, tenants } from '@/lib/db/schema';
import { PUBLIC_JOBS_PER_PAGE } from './limits';
import type { JobListQuery } from './schema';

/** What the public may see of a job: open, published and not past its valid-through date. */
export function openJobWhere(tenantId: string): SQL {
  return and(
    eq(jobs.tenantId, tenantId),
    eq(jobs.status, 'open'),
    isNotNull(jobs.publishedAt),
    or(isNull(jobs.validThrough), gt(jobs.validThrough, sql`now()`)),
  )!;
}

// The client company stays out of the public columns: agencies usually do not name the client.
const PUBLIC_COLUMNS = {
  id: jobs.id,
  title: jobs.title,
  description: jobs.description,
  position: jobs.position,
  category: jobs.category,
  employmentType: jobs.employmentType,
  payMin: jobs.payRateMin,
  payMax: jobs.payRateMax,
  publishedAt: jobs.publishedAt,
  validThrough: jobs.validThrough,
  updatedAt: jobs.updatedAt,
  street: locations.address,
  city: locations.city,
  region: locations.state,
};

export type PublicJob = {
  id: string;
  title: string;
  description: string;
  position: string;
  category: string | null;
  employmentType: string;
  payMin: number | null;
  payMax: number | null;
  publishedAt: Date;
  validThrough: Date | null;
  updatedAt: Date;
  street: string | null;
  city: string | null;
  region: string | null;
};

type Row = Awaited<ReturnType<typeof base>>[number];

const money = (v: string | null) => (v === null ? null : Number(v));

function toPublic(r: Row): PublicJob {
  // published_at is never null here: every public query filters on it.
  return { ...r, payMin: money(r.payMin), payMax: money(r.payMax), publishedAt: r.publishedAt ?? r.updatedAt };
}

function base(db: DbOrTx) {
  return db
    .select(PUBLIC_COLUMNS)
    .from(jobs)
    .leftJoin(locations, and(eq(locations.id, jobs.locationId), eq(locations.tenantId, jobs.tenantId)));
}

function listWhere(tenantId: string, q: JobListQuery): SQL {
  const where: SQL[] = [openJobWhere(tenantId)];
  if (q.search) {
    const like = likePattern(q.search);
    where.push(or(ilike(jobs.title, like), ilike(jobs.description, like), ilike(jobs.position, like))!);
  }
  if (q.location) where.push(eq(locations.city, q.location));
  if (q.category) where.push(eq(jobs.category, q.category));
  return and(...where)!;
}

export async function listPublicJobs(db: DbOrTx, tenantId: string, q: JobListQuery, perPage = PUBLIC_JOBS_PER_PAGE) {
  const where = listWhere(tenantId, q);
  const [rows, [total]] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(desc(jobs.publishedAt), desc(jobs.id))
      .limit(perPage)
      .offset((q.page - 1) * perPage),
    db
      .select({ n: count() })
      .from(jobs)
      .leftJoin(locations, and(eq(locations.id, jobs.locationId), eq(locations.tenantId, jobs.tenantId)))
      .where(where),
  ]);
  return { rows: rows.map(toPublic), total: total?.n ?? 0, perPage };
}

/** One public job of the tenant, or null (closed, unpublished, expired, another tenant's, unknown). */
export async function findPublicJob(db: DbOrTx, tenantId: string, jobId: string): Promise<PublicJob | null> {
  const [row] = await base(db)
    .where(and(openJobWhere(tenantId), eq(jobs.id, jobId)))
    .limit(1);
  return row ? toPublic(row) : null;
}

/** Filter choices: the cities and categories that currently have open jobs. */
export async function publicJobFacets(db: DbOrTx, tenantId: string) {
  const [cities, categories] = await Promise.all([
    db
      .selectDistinct({ city: locations.city, region: locations.state })
      .from(jobs)
      .innerJoin(locations, and(eq(locations.id, jobs.locationId), eq(locations.tenantId, jobs.tenantId)))
      .where(and(openJobWhere(tenantId), isNotNull(locations.city)))
      .orderBy(asc(locations.city), asc(locations.state)),
    db
      .selectDistinct({ category: jobs.category })
      .from(jobs)
      .where(and(openJobWhere(tenantId), isNotNull(jobs.category)))
      .orderBy(asc(jobs.category)),
  ]);
  return {
    locations: [...new Map(cities.map((c) => [c.city!, c.region ? `${c.city}, ${c.region}` : c.city!])).entries()].map(
      ([value, label]) => ({ value, label }),
    ),
    categories: categories.map((c) => c.category!),
  };
}

/** The sitemap's job entries (a sitemap file holds at most 50,000 URLs). */
export async function sitemapJobs(db: DbOrTx, tenantId: string) {
  return db
    .select({ id: jobs.id, updatedAt: jobs.updatedAt, publishedAt: jobs.publishedAt })
    .from(jobs)
    .where(openJobWhere(tenantId))
    .orderBy(desc(jobs.publishedAt), desc(jobs.id))
    .limit(49_999);
}

/** Every tenant slug, for robots.txt's sitemap lines. */
export async function allTenantSlugs(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ slug: tenants.slug }).from(tenants).orderBy(asc(tenants.slug));
  return rows.map((r) => r.slug);
}
