import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as settingsRoute from '@/app/api/main/helpdesk/settings/route';
import * as urlRoute from '@/app/api/main/helpdesk/url/route';
import * as readRoute from '@/app/api/main/helpdesk/whats-new/read/route';
import * as whatsNewRoute from '@/app/api/main/helpdesk/whats-new/route';
import { db } from '@/lib/db/client';
import { integrationConnections, whatsNew } from '@/lib/db/schema';
import { seedWhatsNew, WHATS_NEW_ENTRIES } from '@/lib/db/seed/whats-new';
import { helpdeskOrigin } from '@/lib/helpdesk/config';
import type { WhatsNewItem } from '@/lib/helpdesk/schema';
import { demoSessions } from './fixtures';
import { call, expectError, json } from './helpers';
import { atLeast } from '@/tests/support/present';

const demo = demoSessions(['admin', 'superadmin', 'recruiter', 'contact'], ['admin']);

beforeAll(async () => {
  await db()
    .delete(integrationConnections)
    .where(and(inArray(integrationConnections.tenantId, [demo.acmeId, demo.globexId]), eq(integrationConnections.provider, 'helpdesk')));
});

const helpdeskUrl = (token?: string) => call(urlRoute.POST, 'POST', '/api/main/helpdesk/url', { token });
const getSettings = (token?: string) => call(settingsRoute.GET, 'GET', '/api/main/helpdesk/settings', { token });
const putSettings = (token: string | undefined, body: unknown) =>
  call(settingsRoute.PUT, 'PUT', '/api/main/helpdesk/settings', { token, body });

async function urlOf(token: string): Promise<string | null> {
  const res = await helpdeskUrl(token);
  const body = await json<{ data: { url: string | null } }>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data.url;
}

describe('helpdesk url and settings', () => {
  afterAll(async () => {
    await db()
      .delete(integrationConnections)
      .where(and(eq(integrationConnections.tenantId, demo.acmeId), inArray(integrationConnections.provider, ['helpdesk', 'everee'])));
  });

  it('answers null until an admin configures an https helpdesk, then that url for every role of the tenant only', async () => {
    expect(await urlOf(demo.contact)).toBeNull();
    const saved = await putSettings(demo.admin, { url: '  https://help.acme.example/portal?lang=en ' });
    const body = await json<{ data: { url: string; updated_at: string } }>(saved);
    expect(saved.status, JSON.stringify(body)).toBe(200);
    expect(body.data.url).toBe('https://help.acme.example/portal?lang=en');
    for (const token of [demo.contact, demo.recruiter, demo.admin])
      expect(await urlOf(token)).toBe('https://help.acme.example/portal?lang=en');
    expect(await urlOf(demo.globexAdmin)).toBeNull();
    const read = await json<{ data: { url: string } }>(await getSettings(demo.superadmin));
    expect(read.data.url).toBe('https://help.acme.example/portal?lang=en');
  });

  it('clears with null or an empty string, back to the built-in ticket center', async () => {
    await putSettings(demo.admin, { url: 'https://help.acme.example/' });
    expect((await putSettings(demo.superadmin, { url: null })).status).toBe(200);
    expect(await urlOf(demo.recruiter)).toBeNull();
    await putSettings(demo.admin, { url: 'https://help.acme.example/' });
    expect((await putSettings(demo.admin, { url: '' })).status).toBe(200);
    expect(await urlOf(demo.recruiter)).toBeNull();
  });

  it('refuses anything but an https address with a 400 and keeps the saved value', async () => {
    await putSettings(demo.admin, { url: 'https://help.acme.example/' });
    for (const url of [
      'http://help.acme.example/',
      'javascript:alert(1)',
      'JAVASCRIPT:alert(document.cookie)',
      'data:text/html,hi',
      'not a url',
      'https://user:secret@help.acme.example/',
      'https://localhost/',
      42,
      ['https://a.example'],
    ]) {
      const err = await expectError(await putSettings(demo.admin, { url }), 400, 'bad_request');
      expect(err.message, String(url)).toMatch(/url/);
    }
    await expectError(await putSettings(demo.admin, {}), 400);
    await expectError(await call(settingsRoute.PUT, 'PUT', '/api/main/helpdesk/settings', { token: demo.admin, rawBody: '{"url":' }), 400);
    expect(await urlOf(demo.contact)).toBe('https://help.acme.example/');
  });

  it("refuses a helpdesk inside the server's network (localhost, private, link-local, metadata, internal names) with a 400 naming url", async () => {
    await putSettings(demo.admin, { url: 'https://help.acme.example/' });
    for (const url of [
      'https://localhost:8443/',
      'https://help.localhost/',
      'https://printer.local/',
      'https://metadata.google.internal/computeMetadata/',
      'https://intranet/',
      'https://127.0.0.1/',
      'https://169.254.169.254/',
      'https://10.0.0.5/help',
      'https://[::1]/',
      'https://[fd00::1]/',
    ]) {
      const err = await expectError(await putSettings(demo.admin, { url }), 400, 'bad_request');
      // IP literals and dotless names fail the schema's host rule already; the names it lets through, lib/net's.
      expect(err.message, url).toMatch(/^url(: url)? must be (an https|a public internet address)/);
    }
    for (const url of ['https://help.localhost/', 'https://printer.local/', 'https://metadata.google.internal/computeMetadata/']) {
      expect((await expectError(await putSettings(demo.admin, { url }), 400, 'bad_request')).message).toMatch(
        /^url must be a public internet address/,
      );
    }
    expect(await urlOf(demo.contact)).toBe('https://help.acme.example/');
  });

  it('keeps the settings to admins (403 for recruiters and contacts) and sessions (401)', async () => {
    for (const token of [demo.recruiter, demo.contact]) {
      await expectError(await getSettings(token), 403, 'forbidden');
      await expectError(await putSettings(token, { url: 'https://evil.example/' }), 403, 'forbidden');
    }
    expect(await urlOf(demo.contact)).toBe('https://help.acme.example/');
    await expectError(await getSettings(), 401, 'unauthorized_access');
    await expectError(await putSettings(undefined, { url: null }), 401, 'unauthorized_access');
    await expectError(await helpdeskUrl(), 401, 'unauthorized_access');
  });

  it('gives the page its helpdesk origin for frame-src, fresh after every save', async () => {
    await putSettings(demo.admin, { url: 'https://desk.acme.example:8443/help/center?x=1' });
    expect(await helpdeskOrigin(db(), demo.acmeId)).toBe('https://desk.acme.example:8443');
    await putSettings(demo.admin, { url: 'https://other.acme.example/' });
    expect(await helpdeskOrigin(db(), demo.acmeId)).toBe('https://other.acme.example');
    await putSettings(demo.admin, { url: null });
    expect(await helpdeskOrigin(db(), demo.acmeId)).toBeNull();
  });

  it('touches only the helpdesk row of integration_connections', async () => {
    await db()
      .insert(integrationConnections)
      .values({ tenantId: demo.acmeId, provider: 'everee', config: { company_id: 'E-1' }, secret: 'cipher' })
      .onConflictDoNothing();
    await putSettings(demo.admin, { url: 'https://desk.acme.example/' });
    await putSettings(demo.admin, { url: null });
    const [other] = await db()
      .select()
      .from(integrationConnections)
      .where(and(eq(integrationConnections.tenantId, demo.acmeId), eq(integrationConnections.provider, 'everee')));
    expect(other).toMatchObject({ config: { company_id: 'E-1' }, secret: 'cipher' });
  });
});

type WhatsNewBody = { data: WhatsNewItem[]; meta: { unread: number } };

describe("what's new", () => {
  const stamp = Date.now();
  const ids = { product: '', acme: '', globex: '', future: '' };
  const day = 86_400_000;

  beforeAll(async () => {
    const rows = await db()
      .insert(whatsNew)
      .values([
        { tenantId: null, title: `Product note ${stamp}`, body: 'For everyone', publishedAt: new Date(Date.now() - 2 * day) },
        { tenantId: demo.acmeId, title: `Acme note ${stamp}`, body: 'Only acme\nsecond line', publishedAt: new Date(Date.now() - day) },
        { tenantId: demo.globexId, title: `Globex note ${stamp}`, body: 'Only globex', publishedAt: new Date(Date.now() - day) },
        { tenantId: demo.acmeId, title: `Future note ${stamp}`, body: 'Not yet', publishedAt: new Date(Date.now() + 30 * day) },
      ])
      .returning({ id: whatsNew.id });
    [ids.product, ids.acme, ids.globex, ids.future] = atLeast(
      rows.map((r) => r.id),
      4,
    );
  });

  const list = async (token: string) => {
    const res = await call(whatsNewRoute.GET, 'GET', '/api/main/helpdesk/whats-new', { token });
    const body = await json<WhatsNewBody>(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    return body;
  };
  const mark = (token: string | undefined, body: unknown) =>
    call(readRoute.PATCH, 'PATCH', '/api/main/helpdesk/whats-new/read', { token, body });
  const flag = (body: WhatsNewBody, id: string) => body.data.find((i) => i._id === id)?.read;

  it("lists product-wide and the tenant's own published entries, newest first, unread", async () => {
    const body = await list(demo.recruiter);
    const mine = body.data.map((i) => i._id);
    expect(mine).toContain(ids.product);
    expect(mine).toContain(ids.acme);
    expect(mine).not.toContain(ids.globex);
    expect(mine).not.toContain(ids.future);
    expect(mine.indexOf(ids.acme)).toBeLessThan(mine.indexOf(ids.product));
    const times = body.data.map((i) => i.published_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(body.data.find((i) => i._id === ids.acme)).toMatchObject({
      title: `Acme note ${stamp}`,
      body: 'Only acme\nsecond line',
      read: false,
    });
    expect(body.meta.unread).toBe(body.data.filter((i) => !i.read).length);
    expect((await list(demo.globexAdmin)).data.map((i) => i._id)).toEqual(expect.arrayContaining([ids.product, ids.globex]));
    expect((await list(demo.globexAdmin)).data.map((i) => i._id)).not.toContain(ids.acme);
  });

  it('marks chosen entries read for this user only', async () => {
    const before = await list(demo.recruiter);
    const res = await mark(demo.recruiter, { ids: [ids.acme] });
    const body = await json<{ data: { unread: number } }>(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.data.unread).toBe(before.meta.unread - 1);
    const after = await list(demo.recruiter);
    expect(flag(after, ids.acme)).toBe(true);
    expect(flag(after, ids.product)).toBe(false);
    expect(flag(await list(demo.admin), ids.acme)).toBe(false);
    // Marking again changes nothing.
    expect((await json<{ data: { unread: number } }>(await mark(demo.recruiter, { ids: [ids.acme] }))).data.unread).toBe(body.data.unread);
  });

  it("answers 404 for another tenant's, unpublished or unknown entry and marks nothing of the batch", async () => {
    for (const bad of [ids.globex, ids.future, '00000000-0000-4000-8000-000000000000']) {
      await expectError(await mark(demo.contact, { ids: [ids.product, bad] }), 404, 'not_found');
    }
    expect(flag(await list(demo.contact), ids.product)).toBe(false);
  });

  it('marks everything read without ids', async () => {
    const res = await mark(demo.contact, {});
    expect((await json<{ data: { unread: number } }>(res)).data.unread).toBe(0);
    const body = await list(demo.contact);
    expect(body.meta.unread).toBe(0);
    expect(body.data.every((i) => i.read)).toBe(true);
    expect(flag(await list(demo.recruiter), ids.product)).toBe(false);
  });

  it('refuses bad ids with 400 and no session with 401', async () => {
    await expectError(await mark(demo.recruiter, { ids: ['nope'] }), 400, 'bad_request');
    await expectError(await mark(demo.recruiter, { ids: [] }), 400, 'bad_request');
    await expectError(await mark(demo.recruiter, { ids: ids.acme }), 400, 'bad_request');
    await expectError(await mark(undefined, {}), 401, 'unauthorized_access');
    await expectError(await call(whatsNewRoute.GET, 'GET', '/api/main/helpdesk/whats-new'), 401, 'unauthorized_access');
  });

  it('seeds the product-wide entries once, however often the seed runs', async () => {
    await seedWhatsNew(db(), new Date());
    await seedWhatsNew(db(), new Date());
    const titles = WHATS_NEW_ENTRIES.map((e) => e.title);
    const rows = await db()
      .select({ title: whatsNew.title })
      .from(whatsNew)
      .where(and(isNull(whatsNew.tenantId), inArray(whatsNew.title, titles)));
    expect(rows.map((r) => r.title).sort()).toEqual([...titles].sort());
    expect(titles.length).toBeGreaterThanOrEqual(5);
  });
});
