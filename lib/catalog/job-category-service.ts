import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { conflict, notFound, say } from '@/lib/errors';
import { idParam } from '@/lib/schema-kit/ids';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { byPosition } from '@/lib/db/locks';
import { jobCategories, jobs, skills } from '@/lib/db/schema';
import { findCategory, listCategories, oneCategory, type CategoryRow } from './job-category-queries';
import type { CategoryInput } from './schema';
import type { JobCategory } from './schema';
import { checkOrder, logChange, nextPosition, write, writeOrder } from './write';
import { lockKey } from '@/lib/db/locks';
import { theRow } from '@/lib/db/rows';

const DUPLICATE = say('catalog.categoriesChanged');

/** Locks the tenant's categories (in id order, lib/db/locks.ts), so concurrent renames and reorders are serialised; answers them in list order. */
const lockCategories = async (tx: DbOrTx, tenantId: string) =>
  byPosition(
    await tx.select().from(jobCategories).where(eq(jobCategories.tenantId, tenantId)).orderBy(asc(jobCategories.id)).for('update'),
  );

/** Names are unique per tenant whatever the case, archived ones included (they can be restored). */
function assertNameFree(rows: CategoryRow[], name: string, exceptId?: string) {
  const taken = rows.find((r) => r.id !== exceptId && r.name.toLowerCase() === name.toLowerCase());
  if (!taken) return;
  throw conflict(taken.archivedAt ? 'catalog.categoryNameArchived' : 'catalog.categoryNameTaken', { name: taken.name });
}

export function createCategory(s: Session, input: CategoryInput): Promise<JobCategory> {
  return write(async (tx) => {
    const rows = await lockCategories(tx, s.tenantId);
    assertNameFree(rows, input.name);
    const row = theRow(
      await tx
        .insert(jobCategories)
        .values({ tenantId: s.tenantId, name: input.name, position: nextPosition(rows.filter((r) => !r.archivedAt)) })
        .returning(),
    );
    await logChange(tx, s, 'job_category.create', row.id, { name: row.name });
    return { _id: row.id, name: row.name, position: row.position, archived_at: null, skills: [] };
  }, DUPLICATE);
}

/** Rename. Jobs keep their category by name (jobs.category), so they follow the new name. */
export function renameCategory(s: Session, id: string, input: CategoryInput): Promise<JobCategory> {
  return write(async (tx) => {
    const rows = await lockCategories(tx, s.tenantId);
    const current = await findCategory(tx, s.tenantId, id);
    assertNameFree(rows, input.name, current.id);
    if (input.name !== current.name) {
      await tx.update(jobCategories).set({ name: input.name }).where(eq(jobCategories.id, current.id));
      await tx
        .update(jobs)
        .set({ category: input.name })
        .where(and(eq(jobs.tenantId, s.tenantId), eq(jobs.category, current.name)));
      await logChange(tx, s, 'job_category.rename', current.id, { from: current.name, to: input.name });
    }
    return oneCategory(tx, s.tenantId, current.id);
  }, DUPLICATE);
}

/** Archive toggle: an archived category leaves the job form; a restored one goes to the end of the list. */
export function toggleCategoryArchived(s: Session, id: string): Promise<JobCategory> {
  return write(async (tx) => {
    const rows = await lockCategories(tx, s.tenantId);
    const current = await findCategory(tx, s.tenantId, id);
    const archiving = !current.archivedAt;
    const position = archiving ? current.position : nextPosition(rows.filter((r) => !r.archivedAt));
    await tx
      .update(jobCategories)
      .set({ archivedAt: archiving ? new Date() : null, position })
      .where(eq(jobCategories.id, current.id));
    await logChange(tx, s, archiving ? 'job_category.archive' : 'job_category.restore', current.id, { name: current.name });
    return oneCategory(tx, s.tenantId, current.id);
  }, DUPLICATE);
}

export function reorderCategories(s: Session, ids: string[]): Promise<JobCategory[]> {
  return write(async (tx) => {
    const rows = await lockCategories(tx, s.tenantId);
    checkOrder(
      ids,
      rows.filter((r) => !r.archivedAt),
    );
    await writeOrder(tx, jobCategories, s.tenantId, [...ids, ...rows.filter((r) => r.archivedAt).map((r) => r.id)]);
    await logChange(tx, s, 'job_category.reorder', 'job_categories', { ids });
    return listCategories(tx, s.tenantId, true);
  }, DUPLICATE);
}

export function addSkill(s: Session, categoryId: string, name: string): Promise<JobCategory> {
  return write(async (tx) => {
    const category = await findCategory(tx, s.tenantId, categoryId);
    if (category.archivedAt) throw conflict('catalog.categoryArchived', { name: category.name });
    // Serialises skill adds to one category, so the duplicate check below cannot race.
    await lockKey(tx, `skills:${category.id}`);
    const [clash] = await tx
      .select({ name: skills.name })
      .from(skills)
      .where(and(eq(skills.tenantId, s.tenantId), eq(skills.categoryId, category.id), sql`lower(${skills.name}) = lower(${name})`))
      .limit(1);
    if (clash) throw conflict('catalog.skillTaken', { category: category.name, skill: clash.name });
    const row = theRow(await tx.insert(skills).values({ tenantId: s.tenantId, categoryId: category.id, name }).returning());
    await logChange(tx, s, 'skill.create', row.id, { categoryId: category.id, name });
    return oneCategory(tx, s.tenantId, category.id);
  }, say('catalog.skillAddedMeanwhile'));
}

export function removeSkill(s: Session, categoryId: string, skillId: string): Promise<JobCategory> {
  return write(async (tx) => {
    const category = await findCategory(tx, s.tenantId, categoryId);
    const [gone] = await tx
      .delete(skills)
      .where(and(eq(skills.tenantId, s.tenantId), eq(skills.categoryId, category.id), eq(skills.id, idParam(skillId, 'skill'))))
      .returning();
    if (!gone) throw notFound('skill');
    await logChange(tx, s, 'skill.delete', gone.id, { categoryId: category.id, name: gone.name });
    return oneCategory(tx, s.tenantId, category.id);
  }, DUPLICATE);
}
