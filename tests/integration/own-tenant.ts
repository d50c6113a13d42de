import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { tenants } from '@/lib/db/schema';
import { seedTenant } from '@/lib/db/seed';
import { fullTenantSpec } from '@/lib/db/seed/data';

/**
 * A tenant of the file's own, seeded once per database (shift and contacts portal on): a file that writes
 * tenant-wide settings (week start, rounding, pay rules) uses one, so the files running beside it on acme
 * never see its rules mid-test.
 */
export async function ownTenant(slug: string, name: string, workers = 3): Promise<typeof tenants.$inferSelect> {
  const find = async () => (await db().select().from(tenants).where(eq(tenants.slug, slug)))[0];
  const found = await find();
  if (found) return found;
  const spec = fullTenantSpec(slug, name);
  await db().transaction((tx) => seedTenant(tx as unknown as ReturnType<typeof db>, spec, workers, new Date()));
  return (await find())!;
}
