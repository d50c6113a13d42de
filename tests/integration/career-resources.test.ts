import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as list from '@/app/api/main/career-resources/route';
import * as one from '@/app/api/main/career-resources/[id]/route';
import * as publish from '@/app/api/main/career-resources/[id]/publish/route';
import * as unpublish from '@/app/api/main/career-resources/[id]/unpublish/route';
import * as order from '@/app/api/main/career-resources/order/route';
import * as published from '@/app/api/main/career-resources/published/route';
import * as preview from '@/app/api/main/career-resources/preview/route';
import { LINK_REL } from '@/lib/career-resources/sanitize';
import type { CareerResource, CareerResourceRow, PublishedResource } from '@/lib/career-resources/schema';
import { db } from '@/lib/db/client';
import { careerResources } from '@/lib/db/schema';
import { addCategory, resourcePath } from './career-resources-fixtures';
import { bodyOf, dataOf, demoSessions } from './fixtures';
import { call, expectError } from './helpers';
import type { ListBody } from './time-helpers';
import { theRow } from '@/lib/db/rows';
import { atLeast } from '@/tests/support/present';

const demo = demoSessions(['admin', 'superadmin', 'recruiter', 'contact'], ['admin']);

const tag = () => randomUUID().slice(0, 8);
const create = (token: string, body: unknown) => call(list.POST, 'POST', '/api/main/career-resources', { token, body });
const get = (token: string, id: string) => call(one.GET, 'GET', resourcePath(id), { token, params: { id } });
const patch = (token: string, id: string, body: unknown) => call(one.PATCH, 'PATCH', resourcePath(id), { token, params: { id }, body });
const del = (token: string, id: string) => call(one.DELETE, 'DELETE', resourcePath(id), { token, params: { id } });
const pub = (token: string, id: string) => call(publish.POST, 'POST', `${resourcePath(id)}/publish`, { token, params: { id } });
const unpub = (token: string, id: string) => call(unpublish.POST, 'POST', `${resourcePath(id)}/unpublish`, { token, params: { id } });
const listOf = (token: string, qs = '') => call(list.GET, 'GET', `/api/main/career-resources${qs}`, { token });

const made = (res: Response) => dataOf<CareerResource>(res, 201);
const ok = bodyOf;

const article = (category_id: string | null, title = `Article ${tag()}`, body_html = '<p>How to ace an interview</p>') => ({
  kind: 'article',
  category_id,
  title,
  summary: 'Tips',
  body_html,
});

describe('career resources: writing and reading', () => {
  it('sanitises an article on write, again on read, and keeps links https only', async () => {
    const cat = await addCategory(demo.admin, `Interviews ${tag()}`);
    const dirty =
      '<h2 onclick="x()">Prepare</h2><script>alert(1)</script><p>Read <a href="https://example.com/tips">this</a> ' +
      '<a href="javascript:alert(1)">not this</a></p><iframe src="https://evil.test"></iframe><img src=x onerror=alert(1)>';
    const a = await made(await create(demo.admin, article(cat._id, 'Interview prep', dirty)));
    const clean = `<h2>Prepare</h2><p>Read <a href="https://example.com/tips" rel="${LINK_REL}" target="_blank">this</a> not this</p>`;
    expect(a).toMatchObject({
      kind: 'article',
      title: 'Interview prep',
      published: false,
      category: { _id: cat._id },
      body_html: clean,
      url: null,
    });
    const stored = theRow(await db().select().from(careerResources).where(eq(careerResources.id, a._id)));
    expect(stored.bodyHtml).toBe(clean);

    // A row written around the service (an import, a manual fix) is still cleaned when it is read.
    await db()
      .update(careerResources)
      .set({ bodyHtml: '<p>ok</p><svg onload=alert(1)></svg><a href="data:text/html,x">d</a>' })
      .where(eq(careerResources.id, a._id));
    expect((await ok<{ data: CareerResource }>(await get(demo.superadmin, a._id))).data.body_html).toBe('<p>ok</p>d');

    const link = await made(
      await create(demo.admin, { kind: 'link', category_id: cat._id, title: 'Resume builder', url: 'https://resume.example.com/start' }),
    );
    expect(link).toMatchObject({ kind: 'link', url: 'https://resume.example.com/start', body_html: null, summary: null });
  });

  it('edits, publishes, unpublishes and deletes; the mobile list shows published ones in order', async () => {
    const first = await addCategory(demo.admin, `A first ${tag()}`);
    const a = await made(await create(demo.admin, article(first._id)));
    const b = await made(await create(demo.admin, article(first._id)));
    const edited = (
      await ok<{ data: CareerResource }>(
        await patch(demo.admin, a._id, { title: 'Renamed', summary: '', body_html: '<p>New <b>body</b></p>' }),
      )
    ).data;
    expect(edited).toMatchObject({ title: 'Renamed', summary: null, body_html: '<p>New <b>body</b></p>' });

    expect((await ok<{ data: CareerResource }>(await pub(demo.admin, a._id))).data.published).toBe(true);
    expect((await ok<{ data: CareerResource }>(await pub(demo.admin, b._id))).data.published_at).toEqual(expect.any(String));
    // Publishing twice is harmless and keeps the first publication time.
    const again = (await ok<{ data: CareerResource }>(await pub(demo.admin, a._id))).data;
    expect(again.published_at).toBe((await ok<{ data: CareerResource }>(await get(demo.admin, a._id))).data.published_at);

    const mobile = async () =>
      (
        await ok<{ data: PublishedResource[] }>(
          await call(published.GET, 'GET', '/api/main/career-resources/published', { token: demo.recruiter }),
        )
      ).data;
    const ids = (await mobile()).map((r) => r._id);
    expect(ids.indexOf(a._id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(a._id)).toBeLessThan(ids.indexOf(b._id));
    expect((await mobile()).find((r) => r._id === a._id)?.body_html).toBe('<p>New <b>body</b></p>');

    await ok(await unpub(demo.admin, b._id));
    expect((await mobile()).map((r) => r._id)).not.toContain(b._id);
    const drafts = await ok<ListBody<CareerResourceRow>>(await listOf(demo.admin, `?category=${first._id}&state=draft`));
    expect(drafts.data.map((r) => r._id)).toEqual([b._id]);
    const live = await ok<ListBody<CareerResourceRow>>(await listOf(demo.admin, `?category=${first._id}&state=published`));
    expect(live.data.map((r) => r._id)).toEqual([a._id]);
    expect(
      (await ok<ListBody<CareerResourceRow>>(await listOf(demo.admin, `?search=Renamed&category=${first._id}`))).data.map((r) => r._id),
    ).toEqual([a._id]);

    await ok(await del(demo.admin, b._id));
    await expectError(await get(demo.admin, b._id), 404, 'not_found');
  });

  it('reorders part of a category in place and keeps the rest where it was', async () => {
    const cat = await addCategory(demo.admin, `Order ${tag()}`);
    const four: CareerResource[] = [];
    for (let i = 0; i < 4; i++) four.push(await made(await create(demo.admin, article(cat._id, `R${i + 1} ${tag()}`))));
    const [a, b, c, d] = atLeast(four, 4);
    // A filtered view showed only b and d: swapping them leaves a and c in their places.
    await ok(await call(order.PUT, 'PUT', '/api/main/career-resources/order', { token: demo.admin, body: { ids: [d._id, b._id] } }));
    const rows = (await ok<ListBody<CareerResourceRow>>(await listOf(demo.admin, `?category=${cat._id}`))).data;
    expect(rows.map((r) => r._id)).toEqual([a._id, d._id, c._id, b._id]);
    expect(rows.map((r) => r.position)).toEqual([0, 1, 2, 3]);

    const other = await addCategory(demo.admin, `Other ${tag()}`);
    const stray = await made(await create(demo.admin, article(other._id)));
    await expectError(
      await call(order.PUT, 'PUT', '/api/main/career-resources/order', { token: demo.admin, body: { ids: [a._id, stray._id] } }),
      400,
    );
    await expectError(
      await call(order.PUT, 'PUT', '/api/main/career-resources/order', { token: demo.admin, body: { ids: [a._id, a._id] } }),
      400,
    );
  });

  it('previews exactly what saving would store', async () => {
    const res = await ok<{ data: { body_html: string } }>(
      await call(preview.POST, 'POST', '/api/main/career-resources/preview', {
        token: demo.admin,
        body: { body_html: '<p style="x">Hi<script>bad()</script></p>' },
      }),
    );
    expect(res.data.body_html).toBe('<p>Hi</p>');
  });
});

describe('career resources: refusals', () => {
  it('validates input (400)', async () => {
    const cat = await addCategory(demo.admin, `Bad ${tag()}`);
    const cases: unknown[] = [
      { kind: 'video', title: 'x' },
      article(cat._id, ''),
      article(cat._id, 'x'.repeat(161)),
      { ...article(cat._id), summary: 'x'.repeat(301) },
      article(cat._id, 'Big', `<p>${'é'.repeat(50_001)}</p>`),
      { kind: 'link', title: 'Plain http', url: 'http://example.com' },
      { kind: 'link', title: 'Script', url: 'javascript:alert(1)' },
      { kind: 'link', title: 'No url' },
      article('not-an-id'),
    ];
    for (const body of cases) await expectError(await create(demo.admin, body), 400, 'bad_request');
    const theirs = await addCategory(demo.globexAdmin, `Theirs ${tag()}`);
    const refused = await expectError(await create(demo.admin, article(theirs._id)), 400);
    expect(refused.message).toContain('category_id');
    await expectError(await listOf(demo.admin, '?state=everything'), 400);
    await expectError(await listOf(demo.admin, '?category=nope'), 400);
    const a = await made(await create(demo.admin, article(cat._id)));
    await expectError(await patch(demo.admin, a._id, {}), 400);
    await expectError(await patch(demo.admin, a._id, { url: 'https://example.com' }), 400);
  });

  it('refuses to publish an article with no text (409)', async () => {
    const a = await made(await create(demo.admin, article(null, `Empty ${tag()}`, '<p><br></p><script>x()</script>')));
    const res = await expectError(await pub(demo.admin, a._id), 409, 'conflict');
    expect(res.message).toMatch(/no text/);
  });

  it("answers 404 for another tenant's resource or a malformed id", async () => {
    const a = await made(await create(demo.admin, article(null)));
    await expectError(await get(demo.globexAdmin, a._id), 404, 'not_found');
    await expectError(await patch(demo.globexAdmin, a._id, { title: 'Mine now' }), 404);
    await expectError(await del(demo.globexAdmin, a._id), 404);
    await expectError(await pub(demo.globexAdmin, a._id), 404);
    await expectError(
      await call(order.PUT, 'PUT', '/api/main/career-resources/order', { token: demo.globexAdmin, body: { ids: [a._id] } }),
      404,
    );
    await expectError(await get(demo.admin, 'nope'), 404);
    expect((await ok<{ data: CareerResource }>(await get(demo.admin, a._id))).data.title).toBe(a.title);
  });

  it('is for admins: recruiters and contacts 403, no session 401; the mobile list is for staff', async () => {
    for (const token of [demo.recruiter, demo.contact]) {
      await expectError(await listOf(token), 403, 'forbidden');
      await expectError(await create(token, article(null)), 403);
    }
    await expectError(await listOf(''), 401, 'unauthorized_access');
    await expectError(await create('', article(null)), 401);
    await expectError(await call(published.GET, 'GET', '/api/main/career-resources/published', { token: demo.contact }), 403);
    await expectError(await call(published.GET, 'GET', '/api/main/career-resources/published', {}), 401);
    const theirs = await ok<{ data: PublishedResource[] }>(
      await call(published.GET, 'GET', '/api/main/career-resources/published', { token: demo.globexAdmin, auth: 'bearer' }),
    );
    const ours = await db().select({ id: careerResources.id }).from(careerResources).where(eq(careerResources.tenantId, demo.acmeId));
    expect(theirs.data.some((r) => ours.some((o) => o.id === r._id))).toBe(false);
  });
});
