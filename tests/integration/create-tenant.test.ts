import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as statusesRoute from '@/app/api/candidates/statuses/[kind]/route';
import * as candidatesRoute from '@/app/api/candidates/candidates/route';
import * as userRoute from '@/app/api/main/client-portal/user/route';
import * as usersRoute from '@/app/api/users/users/route';
import { db } from '@/lib/db/client';
import { companySettings, companies, noteTypes, statusOptions, tenants, users } from '@/lib/db/schema';
import { tenantTimeZone } from '@/lib/settings/time-zone';
import { provisionTenant, ProvisionRefused, type ProvisionInput } from '@/lib/tenants/provision';
import type { UserRow } from '@/lib/users/schema';
import { call, json, signIn } from './helpers';

/** A slug of this run's own, so the file can run again on the same database. */
const freshSlug = () => `prov-${randomUUID().slice(0, 8)}`;
const input = (over: Partial<ProvisionInput> = {}): ProvisionInput => {
  const slug = over.slug ?? freshSlug();
  return { slug, name: 'Northwind Staffing', adminEmail: `IT@${slug}.example`, ...over };
};
const tenantCount = async () => theCount(await db().select({ n: count() }).from(tenants));
const userCount = async () => theCount(await db().select({ n: count() }).from(users));
const theCount = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);

/** The refusal provisionTenant throws for this input (fails the test when it creates something instead). */
async function refusal(given: ProvisionInput): Promise<ProvisionRefused> {
  const error = await provisionTenant(db(), given).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProvisionRefused);
  return error as ProvisionRefused;
}

describe('provisionTenant (npm run tenant:create)', () => {
  it('creates a tenant with the defaults and no demo data, whose Super Admin signs in by link and reads the admin lists', async () => {
    const given = input({ adminName: 'Ida Tech', locale: 'de', timeZone: 'Europe/Berlin' });
    const made = await provisionTenant(db(), given);
    expect(made).toMatchObject({
      slug: given.slug,
      name: 'Northwind Staffing',
      timeZone: 'Europe/Berlin',
      admin: { email: `it@${given.slug}.example`, name: 'Ida Tech', role: 'super_admin', locale: 'de' },
    });
    expect(made.signInUrl).toMatch(new RegExp(`^https?://[^/]+/${given.slug}/login$`));

    // Settings row with the zone, every kind's statuses with one default each, note types; no demo companies.
    expect(await tenantTimeZone(db(), made.tenantId)).toBe('Europe/Berlin');
    expect(await db().select().from(companySettings).where(eq(companySettings.tenantId, made.tenantId))).toHaveLength(1);
    const statuses = await db().select().from(statusOptions).where(eq(statusOptions.tenantId, made.tenantId));
    const kinds = new Set(statuses.map((s) => s.kind));
    expect([...kinds].sort()).toEqual(['application', 'application_source', 'candidate', 'location', 'referral']);
    for (const kind of kinds) expect(statuses.filter((s) => s.kind === kind && s.isDefault)).toHaveLength(1);
    expect(statuses.find((s) => s.kind === 'candidate' && s.name === 'Do not place')?.placeable).toBe(false);
    expect((await db().select().from(noteTypes).where(eq(noteTypes.tenantId, made.tenantId))).length).toBeGreaterThan(0);
    expect(await db().select().from(companies).where(eq(companies.tenantId, made.tenantId))).toEqual([]);

    // Through the real login-request and verify-login handlers, as the admin would from /<slug>/login.
    const session = await signIn(made.admin.email, made.slug);
    const me = await json<{ data: Record<string, unknown> }>(
      await call(userRoute.GET, 'GET', '/api/main/client-portal/user', { token: session }),
    );
    expect(me.data).toMatchObject({ role: 'super_admin', role_id: 1, company_id: made.slug, email: made.admin.email });

    const usersRes = await call(usersRoute.GET, 'GET', '/api/users/users', { token: session });
    expect(usersRes.status).toBe(200);
    const list = await json<{ data: UserRow[] }>(usersRes);
    expect(list.data.map((u) => [u.email, u.role])).toEqual([[made.admin.email, 'super_admin']]);

    const candidateStatuses = await call(statusesRoute.GET, 'GET', '/api/candidates/statuses/candidate', {
      token: session,
      params: { kind: 'candidate' },
    });
    expect(candidateStatuses.status).toBe(200);
    const options = await json<{ data: { name: string; is_default: boolean }[] }>(candidateStatuses);
    expect(options.data.map((s) => s.name)).toEqual(['Active', 'Available', 'Placed', 'Do not place']);

    const candidates = await call(candidatesRoute.GET, 'GET', '/api/candidates/candidates', { token: session });
    expect(candidates.status).toBe(200);
    expect((await json<{ data: unknown[] }>(candidates)).data).toEqual([]);
  });

  it('names the admin after her email when no name is given, and leaves her language to the browser', async () => {
    const made = await provisionTenant(db(), input({ adminEmail: 'Boss.Lady@Example.com' }));
    expect(made.admin).toMatchObject({ email: 'boss.lady@example.com', name: 'boss.lady', locale: null });
    expect(made.timeZone).toBe('America/New_York');
  });

  it('refuses a slug that exists, the demo tenant included, and changes nothing', async () => {
    const first = await provisionTenant(db(), input());
    const [tenantsBefore, usersBefore] = [await tenantCount(), await userCount()];
    for (const slug of [first.slug, 'acme']) {
      const refused = await refusal(input({ slug, name: 'Someone Else' }));
      expect(refused.reason).toBe('slug-taken');
      expect(refused.message).toContain(`"${slug}" already exists`);
    }
    expect([await tenantCount(), await userCount()]).toEqual([tenantsBefore, usersBefore]);
    const [kept] = await db().select().from(tenants).where(eq(tenants.slug, first.slug));
    expect(kept?.name).toBe('Northwind Staffing');
  });

  it('lets exactly one of two runs racing for a slug create it', async () => {
    const slug = freshSlug();
    const outcomes = await Promise.allSettled([provisionTenant(db(), input({ slug })), provisionTenant(db(), input({ slug }))]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const failed = outcomes.find((o) => o.status === 'rejected');
    expect(failed?.status === 'rejected' && failed.reason instanceof ProvisionRefused && failed.reason.reason).toBe('slug-taken');
    const [made] = await db().select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
    expect(
      await db()
        .select()
        .from(users)
        .where(and(eq(users.tenantId, made!.id))),
    ).toHaveLength(1);
  });

  it('refuses a bad slug, name, email, zone or language with every problem named, and creates nothing', async () => {
    const [tenantsBefore, usersBefore] = [await tenantCount(), await userCount()];
    const cases: [Partial<ProvisionInput>, RegExp][] = [
      [{ slug: 'api' }, /slug "api" is reserved/],
      [{ slug: 'login' }, /reserved/],
      [{ slug: 'null' }, /reserved/],
      [{ slug: 'Acme Co' }, /lowercase letters, digits or hyphens/],
      [{ slug: '-lead' }, /lowercase/],
      [{ slug: 'x' }, /2 to 40/],
      [{ slug: 'a'.repeat(41) }, /2 to 40/],
      [{ name: '  ' }, /name must be/],
      [{ name: 'Bad\u0000Name' }, /control character/],
      [{ adminEmail: 'not-an-email' }, /not a valid email/],
      [{ adminName: '' }, /admin name must be/],
      [{ timeZone: 'Mars/Olympus_Mons' }, /not an IANA time zone/],
      [{ locale: 'xx' }, /locale "xx" is not one of/],
    ];
    for (const [over, message] of cases) {
      const refused = await refusal(input(over));
      expect(refused.reason, JSON.stringify(over)).toBe('invalid');
      expect(refused.message, JSON.stringify(over)).toMatch(message);
    }
    const all = await refusal(input({ slug: 'api', adminEmail: 'nope', timeZone: 'Nowhere', locale: 'xx' }));
    expect(all.problems).toHaveLength(4);
    expect([await tenantCount(), await userCount()]).toEqual([tenantsBefore, usersBefore]);
  });
});
