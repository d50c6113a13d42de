import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as sitemap from '@/app/[company]/jobs/sitemap.xml/route';
import * as apply from '@/app/api/candidates/public/[company]/jobs/[jobId]/apply/route';
import * as maintenance from '@/app/api/main/client-portal/[company_id]/maintenance-mode/route';
import robots from '@/app/robots';
import { db } from '@/lib/db/client';
import { applications, candidates, jobs, statusOptions } from '@/lib/db/schema';
import { listPublicJobs } from '@/lib/public-jobs/queries';
import { call, expectError, json } from './helpers';
import { type ErrorBody, locationsOf, signInAs, tenantBySlug } from './time-helpers';
import { atLeast } from '@/tests/support/present';

type Job = typeof jobs.$inferSelect;
const DAY = 86_400_000;
const tag = randomUUID().slice(0, 8);
let acmeId = '';
let open: Job, second: Job, closed: Job, unpublished: Job, expired: Job, globexJob: Job;
let defaultStatus: string | null = null;

async function makeJob(tenantId: string, over: Partial<typeof jobs.$inferInsert> = {}): Promise<Job> {
  const loc = (await locationsOf(tenantId))[0]!;
  const [row] = await db()
    .insert(jobs)
    .values({
      tenantId,
      companyId: loc.companyId,
      locationId: loc.id,
      title: `Picker ${tag}`,
      position: 'Picker',
      category: `cat-${tag}`,
      description: `Pick orders ${tag}.\nSecond line.`,
      payRateMin: '17.00',
      payRateMax: '19.50',
      status: 'open',
      publishedAt: new Date(Date.now() - DAY),
      validThrough: new Date(Date.now() + 30 * DAY),
      ...over,
    })
    .returning();
  return row!;
}

/** The acme default application status; one is created when the seed has none, so the test can tell. */
async function ensureDefaultStatus(tenantId: string): Promise<string> {
  const find = () =>
    db()
      .select({ id: statusOptions.id })
      .from(statusOptions)
      .where(and(eq(statusOptions.tenantId, tenantId), eq(statusOptions.kind, 'application'), eq(statusOptions.isDefault, true)));
  const [found] = await find();
  if (found) return found.id;
  await db()
    .insert(statusOptions)
    .values({ tenantId, kind: 'application', name: `New ${tag}`, position: 0, isDefault: true })
    .onConflictDoNothing();
  return (await find())[0]!.id;
}

beforeAll(async () => {
  acmeId = (await tenantBySlug('acme')).id;
  const globexId = (await tenantBySlug('globex')).id;
  [open, second, closed, unpublished, expired, globexJob] = await Promise.all([
    makeJob(acmeId),
    makeJob(acmeId, { title: `Forklift ${tag}`, position: 'Forklift Driver', category: null, payRateMin: null, payRateMax: null }),
    makeJob(acmeId, { status: 'closed' }),
    makeJob(acmeId, { publishedAt: null }),
    makeJob(acmeId, { validThrough: new Date(Date.now() - DAY) }),
    makeJob(globexId),
  ]);
  defaultStatus = await ensureDefaultStatus(acmeId);
});

const url = (jobId: string, company = 'acme') => `/api/candidates/public/${company}/jobs/${jobId}/apply`;
const person = (over: Record<string, unknown> = {}) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: `ada-${tag}-${randomUUID().slice(0, 6)}@example.test`,
  cover_note: 'I can start Monday.',
  ...over,
});
let ipN = 0;
const freshIp = () => `10.77.${Math.floor(ipN / 250)}.${(ipN++ % 250) + 1}`;
const post = (jobId: string, body: unknown, opts: { company?: string; ip?: string } = {}) =>
  call(apply.POST, 'POST', url(jobId, opts.company), {
    body,
    ip: opts.ip ?? freshIp(),
    params: { company: opts.company ?? 'acme', jobId },
  });

const candidatesByEmail = (email: string) =>
  db()
    .select()
    .from(candidates)
    .where(and(eq(candidates.tenantId, acmeId), sql`lower(${candidates.email}) = ${email.toLowerCase()}`));
const applicationsOf = (candidateId: string) => db().select().from(applications).where(eq(applications.candidateId, candidateId));

describe('POST /api/candidates/public/{company}/jobs/{jobId}/apply', () => {
  it("creates a candidate and an application with source 'job board' and the default status", async () => {
    const body = person({ phone: '(614) 555-0101', city: 'Columbus' });
    const res = await post(open.id, body);
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    const [candidate, ...more] = atLeast(await candidatesByEmail(body.email), 1);
    expect(more).toHaveLength(0);
    expect(candidate).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', phone: '(614) 555-0101', city: 'Columbus' });
    const apps = await applicationsOf(candidate.id);
    expect(apps).toHaveLength(1);
    expect(apps[0]).toMatchObject({ tenantId: acmeId, jobId: open.id, statusId: defaultStatus, coverNote: 'I can start Monday.' });
    // The source is 'job board' as the tenant's configured source option spells it (the demo seed: "Job board").
    expect(apps[0]!.source).toBe('Job board');
  });

  it('reuses the candidate of an existing email (any case) and does not apply twice to one job', async () => {
    const body = person();
    expect((await post(open.id, body)).status).toBe(200);
    expect((await post(second.id, { ...body, email: body.email.toUpperCase(), first_name: 'Someone' })).status).toBe(200);
    expect((await post(open.id, body)).status).toBe(200);
    const found = await candidatesByEmail(body.email);
    expect(found).toHaveLength(1);
    expect(found[0]!.firstName).toBe('Ada');
    expect((await applicationsOf(found[0]!.id)).map((a) => a.jobId).sort()).toEqual([open.id, second.id].sort());
  });

  it('gives a bot that fills the honeypot the same thank-you and stores nothing', async () => {
    const human = await json(await post(open.id, person()));
    const body = person({ website: 'http://spam.example' });
    const res = await post(open.id, body);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual(human);
    expect(await candidatesByEmail(body.email)).toHaveLength(0);
  });

  it('answers 400 with field errors for bad input', async () => {
    const res = await post(open.id, { first_name: '  ', email: 'not-an-email', phone: 'call me', cover_note: 'x'.repeat(2001) });
    const body = (await expectError(res, 400, 'bad_request')) as ErrorBody;
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['cover_note', 'email', 'first_name', 'last_name', 'phone']);
    await expectError(
      await call(apply.POST, 'POST', url(open.id), { rawBody: '{oops', ip: freshIp(), params: { company: 'acme', jobId: open.id } }),
      400,
    );
  });

  it("answers 404 for closed, unpublished, expired, unknown and malformed jobs, another tenant's job and an unknown company", async () => {
    for (const id of [closed.id, unpublished.id, expired.id, randomUUID(), 'not-a-uuid', globexJob.id]) {
      await expectError(await post(id, person()), 404, 'not_found');
    }
    await expectError(await post(open.id, person(), { company: 'no-such-company' }), 404, 'not_found');
  });

  it('answers 429 after 5 applications from one IP to one tenant, and counts other IPs apart', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await post(open.id, person({ website: 'bot' }), { ip })).status).toBe(200);
    const body = person();
    await expectError(await post(open.id, body, { ip }), 429, 'rate_limited');
    expect(await candidatesByEmail(body.email)).toHaveLength(0);
    expect((await post(open.id, body)).status).toBe(200);
  });

  it('answers a plain HTML form with 303 to the thank-you or error state of the job page', async () => {
    const form = (fields: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.set(k, v);
      return f;
    };
    const send = (jobId: string, f: FormData) =>
      call(apply.POST, 'POST', url(jobId), { form: f, ip: freshIp(), params: { company: 'acme', jobId } });
    const ok = await send(
      open.id,
      form({ first_name: 'Grace', last_name: 'Hopper', email: `grace-${tag}@example.test`, phone: '', city: '' }),
    );
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe(`/acme/jobs/${open.id}?applied=1#apply`);
    expect(await candidatesByEmail(`grace-${tag}@example.test`)).toHaveLength(1);
    const bad = await send(open.id, form({ first_name: 'Grace', last_name: '', email: 'nope' }));
    expect(bad.headers.get('location')).toBe(`/acme/jobs/${open.id}?error=invalid&fields=last_name,email#apply`);
    const gone = await send(closed.id, form({ first_name: 'Grace', last_name: 'Hopper', email: `grace-${tag}@example.test` }));
    expect(gone.headers.get('location')).toBe(`/acme/jobs/${closed.id}?error=unavailable#apply`);
  });
});

describe('maintenance mode', () => {
  it("turns job applications away with 503 and the tenant's message, and lets them in again when off", async () => {
    const admin = await signInAs('admin@acme.test');
    const setMaintenance = (enabled: boolean) =>
      call(maintenance.PUT, 'PUT', '/api/main/client-portal/acme/maintenance-mode', {
        token: admin,
        params: { company_id: 'acme' },
        body: { enabled, message: enabled ? 'Back at 6 pm.' : null },
      });
    expect((await setMaintenance(true)).status).toBe(200);
    try {
      const refused = await expectError(await post(open.id, person()), 503, 'maintenance');
      expect(refused.message).toBe('Back at 6 pm.');
    } finally {
      expect((await setMaintenance(false)).status).toBe(200);
    }
    expect((await post(open.id, person())).status).toBe(200);
  });
});

describe('public job list query', () => {
  it('lists only open, published, current jobs of the tenant, with search, location and category filters', async () => {
    const ids = (r: { rows: { id: string }[] }) => r.rows.map((j) => j.id).sort();
    expect(ids(await listPublicJobs(db(), acmeId, { search: tag, page: 1 }))).toEqual([open.id, second.id].sort());
    expect(ids(await listPublicJobs(db(), acmeId, { search: 'forklift driver', page: 1 }))).toContain(second.id);
    expect(ids(await listPublicJobs(db(), acmeId, { search: tag, category: `cat-${tag}`, page: 1 }))).toEqual([open.id]);
    const loc = (await locationsOf(acmeId))[0]!;
    const city = (await db().execute<{ city: string }>(sql`select city from locations where id = ${loc.id}`)).rows[0]!.city;
    expect(ids(await listPublicJobs(db(), acmeId, { search: tag, location: city, page: 1 }))).toEqual([open.id, second.id].sort());
    expect(ids(await listPublicJobs(db(), acmeId, { search: tag, location: 'Nowhere', page: 1 }))).toEqual([]);
    const paged = await listPublicJobs(db(), acmeId, { search: tag, page: 2 }, 1);
    expect(paged.total).toBe(2);
    expect(paged.rows).toHaveLength(1);
  });
});

describe('GET /{company}/jobs/sitemap.xml', () => {
  it("lists the job list page and only the tenant's open published jobs, with lastmod", async () => {
    const res = await call(sitemap.GET, 'GET', '/acme/jobs/sitemap.xml', { params: { company: 'acme' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toMatch(/<url><loc>https?:\/\/[^<]+\/acme\/jobs<\/loc><lastmod>/);
    expect(xml).toMatch(new RegExp(`<loc>[^<]+/acme/jobs/${open.id}</loc><lastmod>\\d{4}-`));
    expect(xml).toContain(`/acme/jobs/${second.id}<`);
    for (const hidden of [closed, unpublished, expired, globexJob]) expect(xml).not.toContain(hidden.id);
  });

  it('answers 404 for an unknown company', async () => {
    await expectError(await call(sitemap.GET, 'GET', '/nope-co/jobs/sitemap.xml', { params: { company: 'nope-co' } }), 404);
  });
});

describe('robots.txt', () => {
  it('allows the job pages, keeps API, portal and dev out, and lists every tenant sitemap', async () => {
    const r = await robots();
    const rule = Array.isArray(r.rules) ? r.rules[0]! : r.rules;
    expect(rule.allow).toContain('/*/jobs');
    for (const path of [
      '/api/',
      '/api/*/jobs',
      '/dev/',
      '/timesheets/',
      '/timesheets$',
      '/jobs$',
      '/jobs/',
      '/admin-settings/',
      '/candidates/',
    ])
      expect(rule.disallow).toContain(path);
    const sitemaps = [r.sitemap ?? []].flat();
    expect(sitemaps.some((s) => /^https?:\/\/[^/]+\/acme\/jobs\/sitemap\.xml$/.test(s))).toBe(true);
    expect(sitemaps.some((s) => s.endsWith('/globex/jobs/sitemap.xml'))).toBe(true);
  });
});
