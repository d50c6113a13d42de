import 'server-only';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { notFound } from '@/lib/errors';
import { idParam } from '@/lib/schema-kit/ids';
import type { DbOrTx } from '@/lib/db/client';
import { jobCategories, skills } from '@/lib/db/schema';
import type { JobCategory } from './schema';
import { theRow } from '@/lib/db/rows';

export type CategoryRow = typeof jobCategories.$inferSelect;

/** The tenant's categories in their order, each with its skills A→Z; archived ones only when asked for. */
export async function listCategories(db: DbOrTx, tenantId: string, includeArchived: boolean): Promise<JobCategory[]> {
  const rows = await db
    .select()
    .from(jobCategories)
    .where(and(eq(jobCategories.tenantId, tenantId), includeArchived ? undefined : isNull(jobCategories.archivedAt)))
    .orderBy(asc(jobCategories.position), asc(jobCategories.name));
  return withSkills(db, tenantId, rows);
}

async function withSkills(tx: DbOrTx, tenantId: string, rows: CategoryRow[]): Promise<JobCategory[]> {
  if (!rows.length) return [];
  const found = await tx
    .select({ id: skills.id, name: skills.name, categoryId: skills.categoryId })
    .from(skills)
    .where(
      and(
        eq(skills.tenantId, tenantId),
        inArray(
          skills.categoryId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(skills.name));
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    position: r.position,
    archived_at: r.archivedAt?.toISOString() ?? null,
    skills: found.filter((s) => s.categoryId === r.id).map((s) => ({ _id: s.id, name: s.name })),
  }));
}

/** One category by id and tenant together; another tenant's id (or a malformed one) is a 404. */
export async function findCategory(tx: DbOrTx, tenantId: string, id: string): Promise<CategoryRow> {
  const [row] = await tx
    .select()
    .from(jobCategories)
    .where(and(eq(jobCategories.tenantId, tenantId), eq(jobCategories.id, idParam(id, 'jobCategory'))))
    .limit(1);
  if (!row) throw notFound('jobCategory');
  return row;
}

export async function oneCategory(tx: DbOrTx, tenantId: string, id: string): Promise<JobCategory> {
  return theRow(await withSkills(tx, tenantId, [await findCategory(tx, tenantId, id)]), 'category');
}
