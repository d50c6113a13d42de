import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client';
import { customFields, jobCategories, positions, skills, tenants } from '@/lib/db/schema';
import { seedCatalog } from '@/lib/db/seed/catalog';
import { theRow } from '@/lib/db/rows';

// A tenant of its own, so the demo seed's rows are counted exactly and removed afterwards (cascade).
const slug = `seed-${randomUUID().slice(0, 8)}`;
let tenantId = '';

afterAll(async () => {
  if (tenantId) await db().delete(tenants).where(eq(tenants.id, tenantId));
});

async function counts() {
  const n = async (table: typeof jobCategories | typeof skills | typeof customFields) =>
    Number((await db().select({ n: count() }).from(table).where(eq(table.tenantId, tenantId)))[0]!.n);
  const tenantWide = theRow(
    await db()
      .select({ n: count() })
      .from(positions)
      .where(and(eq(positions.tenantId, tenantId), isNull(positions.companyId))),
  );
  return { categories: await n(jobCategories), skills: await n(skills), fields: await n(customFields), positions: Number(tenantWide.n) };
}

describe('catalog demo seed', () => {
  it('adds categories with skills, tenant-wide positions and custom fields, and changes nothing when run again', async () => {
    const tenant = theRow(await db().insert(tenants).values({ slug, name: 'Seed check' }).returning());
    tenantId = tenant.id;
    await seedCatalog(db(), tenantId);
    const first = await counts();
    expect(first.categories).toBeGreaterThan(0);
    expect(first.skills).toBeGreaterThan(first.categories);
    expect(first.positions).toBeGreaterThan(0);
    expect(first.fields).toBeGreaterThanOrEqual(3);
    await seedCatalog(db(), tenantId);
    expect(await counts()).toEqual(first);
    const keys = await db()
      .select({ key: customFields.key })
      .from(customFields)
      .where(and(eq(customFields.tenantId, tenantId), eq(customFields.entity, 'candidate')));
    // The recruiting seed stores these free-form keys on demo candidates: the definitions match them.
    expect(keys.map((k) => k.key).sort()).toEqual(['forklift_certified', 'shirt_size', 'years_experience']);
  });
});
