import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import * as t from '../schema';

/** Sign-ins per weekday by role id (1 super admin … 4 company contact): staff daily, the client less often. */
const LOGINS_PER_WEEKDAY: Record<number, number> = { 1: 0.4, 2: 1.2, 3: 1.8, 4: 0.5 };
const DAYS = 90;
const DAY_MS = 86_400_000;

/**
 * Sign-in history for the activity report's demo (audit rows 'login.succeeded', the report's login
 * source): the last 90 days for each demo user of the tenant, weekdays mostly, in working hours.
 * Deterministic, and idempotent: a tenant that already has seeded history is left alone.
 */
export async function seedActivity(db: Db, tenantId: string, now: Date): Promise<void> {
  const [done] = await db
    .select({ id: t.auditLog.id })
    .from(t.auditLog)
    .where(and(eq(t.auditLog.tenantId, tenantId), eq(t.auditLog.action, 'login.succeeded'), sql`${t.auditLog.meta}->>'seed' = 'activity'`))
    .limit(1);
  if (done) return;
  const people = await db
    .select({ id: t.users.id, roleId: t.users.roleId })
    .from(t.users)
    .where(eq(t.users.tenantId, tenantId))
    .orderBy(t.users.email);
  let s = 0x9e3779b9 ^ people.length;
  const next = () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - DAYS * DAY_MS;
  const rows: (typeof t.auditLog.$inferInsert)[] = [];
  for (let d = 0; d < DAYS; d++) {
    const day = start + d * DAY_MS;
    const weekend = [0, 6].includes(new Date(day).getUTCDay());
    for (const person of people) {
      const rate = (LOGINS_PER_WEEKDAY[person.roleId] ?? 0.5) * (weekend ? 0.1 : 1);
      // Whole part always, the fraction by chance: 1.8 means one sign-in a day and a second most days.
      const count = Math.floor(rate) + (next() < rate % 1 ? 1 : 0);
      for (let i = 0; i < count; i++) {
        const at = new Date(day + (13 + Math.floor(next() * 9)) * 3_600_000 + Math.floor(next() * 60) * 60_000);
        rows.push({ tenantId, userId: person.id, action: 'login.succeeded', meta: { seed: 'activity' }, ip: 'seed', createdAt: at });
      }
    }
  }
  if (rows.length) await db.insert(t.auditLog).values(rows);
}
