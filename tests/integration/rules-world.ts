import { eq, sql } from 'drizzle-orm';
import * as timesheetRoute from '@/app/api/main/client-portal/timesheets/v2/[id]/route';
import { db } from '@/lib/db/client';
import { candidates, companySettings, locations, timesheets } from '@/lib/db/schema';
import { call, signIn } from './helpers';
import { ownTenant } from './own-tenant';

/**
 * A tenant of its own for a file that rewrites the company's pay rules and a site's law and clock, so no
 * other file's timesheets total differently: its first site, its workers and its admin's session.
 */
export type RulesWorld = { tenantId: string; tenantName: string; locationId: string; admin: string; workers: string[] };

export async function rulesWorld(slug: string, name: string): Promise<RulesWorld> {
  const tenant = await ownTenant(slug, name, 5);
  const { id: locationId } = (
    await db().select({ id: locations.id }).from(locations).where(eq(locations.tenantId, tenant.id)).limit(1)
  )[0]!;
  const workers = (await db().select({ id: candidates.id }).from(candidates).where(eq(candidates.tenantId, tenant.id))).map((w) => w.id);
  return { tenantId: tenant.id, tenantName: tenant.name, locationId, workers, admin: await signIn(`admin@${slug}.test`, slug) };
}

/** A new pending timesheet of `worker` at the world's site for `week`, at fixed rates. */
export async function openTimesheetIn(world: RulesWorld, worker: string, week: string): Promise<string> {
  const row = (
    await db()
      .insert(timesheets)
      .values({
        tenantId: world.tenantId,
        candidateId: worker,
        locationId: world.locationId,
        weekStart: week,
        billRate: '31.50',
        payRate: '21.25',
      })
      .returning()
  )[0]!;
  return row.id;
}

/** The company's timesheet rules, and the site's jurisdiction preset and zone. */
export async function setRulesIn(world: RulesWorld, rules: Record<string, unknown>, jurisdiction: string, timezone: string) {
  await db()
    .update(companySettings)
    .set({ data: sql`jsonb_set(data, '{timesheets}', ${JSON.stringify(rules)}::jsonb)` })
    .where(eq(companySettings.tenantId, world.tenantId));
  await db().update(locations).set({ payRules: jurisdiction, timezone }).where(eq(locations.id, world.locationId));
}

/** PUT v2/{id} as the world's admin: an edit of the timesheet (cards, status, fields). */
export const editIn = (world: RulesWorld, id: string, body: unknown) =>
  call(timesheetRoute.PUT, 'PUT', `/api/main/client-portal/timesheets/v2/${id}`, { token: world.admin, params: { id }, body });
