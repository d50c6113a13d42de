import { randomBytes, randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as list from '@/app/api/main/placement-requests/route';
import * as create from '@/app/api/main/public/[company]/placement-requests/route';
import * as confirm from '@/app/api/main/public/placement-requests/confirm/route';
import { db } from '@/lib/db/client';
import { mailbox, placementRequests } from '@/lib/db/schema';
import { requestByToken } from '@/lib/placement-requests/queries';
import { call, expectError, json } from './helpers';
import { type ErrorBody, type ListBody, signInAs, tenantBySlug } from './time-helpers';
import { atLeast } from '@/tests/support/present';

type RequestData = {
  _id: string;
  company_name: string;
  contact_name: string;
  email: string;
  phone: string | null;
  position: string;
  headcount: number;
  start_date: string;
  location: string;
  notes: string | null;
  confirmed_at: string | null;
  created_at: string;
};

const tag = randomUUID().slice(0, 8);
const DAY = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
let ipN = 0;
const freshIp = () => `10.88.${Math.floor(ipN / 250)}.${(ipN++ % 250) + 1}`;
let admin = '',
  recruiter = '',
  contact = '',
  globexAdmin = '';
let acmeId = '';

beforeAll(async () => {
  [admin, recruiter, contact, globexAdmin] = await Promise.all([
    signInAs('admin@acme.test'),
    signInAs('recruiter@acme.test'),
    signInAs('contact@acme.test'),
    signInAs('admin@globex.test'),
  ]);
  acmeId = (await tenantBySlug('acme')).id;
});

const request = (over: Record<string, unknown> = {}) => ({
  company_name: `Bakery ${tag}`,
  contact_name: 'Pat Baker',
  email: `pat-${tag}-${randomUUID().slice(0, 6)}@example.test`,
  phone: '+1 614 555 0199',
  position: 'Packer',
  headcount: 3,
  start_date: isoDay(7),
  location: '12 Main St, Columbus',
  notes: 'Night shift',
  ...over,
});
const send = (body: unknown, opts: { company?: string; ip?: string } = {}) =>
  call(create.POST, 'POST', `/api/main/public/${opts.company ?? 'acme'}/placement-requests`, {
    body,
    ip: opts.ip ?? freshIp(),
    params: { company: opts.company ?? 'acme' },
  });
const confirmWith = (token: unknown) =>
  call(confirm.POST, 'POST', '/api/main/public/placement-requests/confirm', { body: { token }, ip: freshIp() });
const rowsFor = (email: string) => db().select().from(placementRequests).where(eq(placementRequests.email, email));

async function mailedToken(email: string): Promise<string> {
  const [mail] = await db().select().from(mailbox).where(eq(mailbox.to, email)).orderBy(desc(mailbox.id)).limit(1);
  const token = /\/confirm-placement\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link mailed to ${email}`);
  return token;
}

async function created(over: Record<string, unknown> = {}) {
  const body = request(over);
  const res = await send(body);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  return { body, token: await mailedToken(body.email) };
}

describe('POST /api/main/public/{company}/placement-requests', () => {
  it('stores the request with only a hash of a 48-hour token and mails the confirmation link', async () => {
    const { body, token } = await created();
    const [row, ...more] = atLeast(await rowsFor(body.email), 1);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      tenantId: acmeId,
      companyName: body.company_name,
      headcount: 3,
      startDate: body.start_date,
      location: body.location,
      confirmedAt: null,
    });
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.tokenHash).not.toContain(token);
    expect(Math.abs(row.tokenExpiresAt.getTime() - Date.now() - 48 * 3600_000)).toBeLessThan(60_000);
    const mail = (await db().select().from(mailbox).where(eq(mailbox.to, body.email)))[0]!;
    expect(mail.tenantId).toBe(acmeId);
    expect(mail.text).toMatch(/https?:\/\/[^\s]+\/confirm-placement\?token=/);
  });

  it('answers 400 with field errors for bad input', async () => {
    const res = await send(request({ company_name: '', email: 'x', headcount: 0, start_date: isoDay(-2), location: undefined }));
    const body = (await expectError(res, 400, 'bad_request')) as ErrorBody;
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['company_name', 'email', 'headcount', 'location', 'start_date']);
    for (const headcount of [501, 2.5, 'many']) expect((await send(request({ headcount }))).status).toBe(400);
    expect((await send(request({ start_date: '2031-02-30' }))).status).toBe(400);
    expect((await send(request({ start_date: isoDay(0) }))).status).toBe(200);
  });

  it('answers 404 for an unknown company', async () => {
    await expectError(await send(request(), { company: 'no-such-co' }), 404, 'not_found');
  });

  it('stores and mails nothing for a filled honeypot, with the same answer', async () => {
    const human = await json(await send(request()));
    const body = request({ website: 'spam' });
    const res = await send(body);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual(human);
    expect(await rowsFor(body.email)).toHaveLength(0);
  });

  it('answers a plain HTML form (no JavaScript) with 303 back to the form, sent or with the wrong fields', async () => {
    const form = (fields: Record<string, unknown>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) if (v !== undefined) f.set(k, String(v));
      return f;
    };
    const post = (f: FormData) =>
      call(create.POST, 'POST', '/api/main/public/acme/placement-requests', { form: f, ip: freshIp(), params: { company: 'acme' } });
    const body = request({ phone: '', notes: '' });
    const ok = await post(form(body));
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/iframes/placements/acme?sent=1');
    expect((await rowsFor(body.email))[0]).toMatchObject({ phone: null, notes: null, headcount: 3 });
    const bad = await post(form(request({ headcount: '0', position: '' })));
    expect(bad.headers.get('location')).toBe('/iframes/placements/acme?error=invalid&fields=position,headcount');
  });

  it('answers 429 after 5 requests from one IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await send(request({ website: 'x' }), { ip })).status).toBe(200);
    await expectError(await send(request(), { ip }), 429, 'rate_limited');
  });
});

describe('POST /api/main/public/placement-requests/confirm', () => {
  it('confirms once (200), then answers 409; the page query follows the state', async () => {
    const { body, token } = await created();
    expect((await requestByToken(db(), token))?.state).toBe('pending');
    const first = await confirmWith(token);
    expect(first.status).toBe(200);
    const { data } = await json<{ data: RequestData }>(first);
    expect(data.email).toBe(body.email);
    expect(data.confirmed_at).not.toBeNull();
    expect((await rowsFor(body.email))[0]!.confirmedAt).not.toBeNull();
    expect(await expectError(await confirmWith(token), 409, 'conflict')).toMatchObject({ message: 'This request is already confirmed.' });
    expect((await requestByToken(db(), token))?.state).toBe('confirmed');
  });

  it('answers 404 for an unknown token, 410 for an expired one, 400 for none', async () => {
    await expectError(await confirmWith(randomBytes(32).toString('base64url')), 404, 'invalid_token');
    expect(await requestByToken(db(), 'nope')).toBeNull();
    const { body, token } = await created();
    await db()
      .update(placementRequests)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(placementRequests.email, body.email));
    expect((await requestByToken(db(), token))?.state).toBe('expired');
    await expectError(await confirmWith(token), 410, 'token_expired');
    await expectError(await confirmWith(''), 400, 'bad_request');
  });
});

describe('GET /api/main/placement-requests', () => {
  const get = (token: string | undefined, query = '') => call(list.GET, 'GET', `/api/main/placement-requests${query}`, { token });

  it("lists the tenant's requests for staff, newest first, with search and paging", async () => {
    const { body } = await created({ company_name: `Listed ${tag}` });
    const res = await get(admin, `?search=${encodeURIComponent(`Listed ${tag}`)}`);
    const page = await json<ListBody<RequestData>>(res);
    expect(res.status).toBe(200);
    expect(page.meta).toMatchObject({ totalItems: 1, total: 1, page: 1, per_page: 25 });
    expect(Object.keys(page.data[0]!).sort()).toEqual(
      [
        '_id',
        'company_name',
        'confirmed_at',
        'contact_name',
        'created_at',
        'email',
        'end_date',
        'headcount',
        'location',
        'notes',
        'phone',
        'position',
        'position_other',
        'start_date',
        'work_dates',
      ].sort(),
    );
    expect(page.data[0]).toMatchObject({ email: body.email, headcount: 3, notes: 'Night shift', confirmed_at: null });
    expect((await get(recruiter, `?search=${tag}`)).status).toBe(200);
    const two = await json<ListBody<RequestData>>(await get(admin, `?search=${tag}&per_page=2`));
    expect(two.data).toHaveLength(2);
    expect(two.data[0]!.created_at >= two.data[1]!.created_at).toBe(true);
  });

  it("keeps another tenant's requests out, refuses a contact (403) and no session (401), checks the query (400)", async () => {
    const globex = await json<ListBody<RequestData>>(await get(globexAdmin, `?search=${tag}`));
    expect(globex.meta.totalItems).toBe(0);
    await expectError(await get(contact), 403, 'forbidden');
    await expectError(await get(undefined), 401, 'unauthorized_access');
    await expectError(await get(admin, '?per_page=1000'), 400, 'bad_request');
  });
});
