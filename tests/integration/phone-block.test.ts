import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as ownLinkRoute from '@/app/api/main/client-portal/approval-links/own/route';
import { phoneApprovals } from '@/lib/approval-links/own-queries';
import { findApprovalLink } from '@/lib/approval-links/queries';
import { lookupSession, type Session } from '@/lib/auth/guard';
import { proxy } from '@/proxy';
import { cleanUp, permissionWorld, portalContact, type PermissionWorld, type PortalContact } from './contact-permission-fixtures';
import { demoSessions } from './fixtures';
import { call, expectError, json } from './helpers';
import { makeTimesheet } from './time-helpers';
import { db } from '@/lib/db/client';

/**
 * Issue 22 item 10: a phone gets the block page (SPEC's message), in the tenant's brand, and a signed-in
 * contact gets her pending approvals there, each opening the phone approval page with a fresh link.
 */

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const PATH = '/api/main/client-portal/approval-links/own';

const demo = demoSessions(['admin', 'recruiter']);
let world: PermissionWorld;
let ava: PortalContact;
let ben: PortalContact;
const sheets: Record<'north' | 'north2' | 'south' | 'pending', string> = { north: '', north2: '', south: '', pending: '' };

beforeAll(async () => {
  world = await permissionWorld(demo.admin, 'acme');
  // Ava approves at the north site only; Ben has every switch but approving.
  ava = await portalContact(world, demo.admin, 'ava', [world.sites[0]], { approveTimesheets: true });
  ben = await portalContact(world, demo.admin, 'ben', [world.sites[0]], { approveTimesheets: false, createOrders: true });
  const sheet = (locationId: string, status: 'submitted' | 'pending') =>
    makeTimesheet({ tenantId: demo.acmeId, locationId, status, cards: 1 }).then((s) => s.id);
  sheets.north = await sheet(world.sites[0], 'submitted');
  sheets.north2 = await sheet(world.sites[0], 'submitted');
  sheets.south = await sheet(world.sites[1], 'submitted');
  sheets.pending = await sheet(world.sites[0], 'pending');
});
afterAll(() => cleanUp(world));

async function sessionOf(token: string): Promise<Session> {
  const found = await lookupSession(token);
  if (!found.ok) throw new Error('not signed in');
  return found.session;
}

/** The block page's plain HTML form post. */
const post = (token: string, fields: Record<string, string> = {}) =>
  call(ownLinkRoute.POST, 'POST', PATH, {
    token,
    rawBody: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
  });

async function linkOf(res: Response) {
  expect(res.status).toBe(303);
  const location = res.headers.get('location') ?? '';
  expect(location).toMatch(/^\/approve\/[A-Za-z0-9_-]{43}$/);
  const link = await findApprovalLink(db(), decodeURIComponent(location.slice('/approve/'.length)));
  if (!link) throw new Error('the redirect names no link');
  return link;
}

describe('the block page: what a signed-in user is offered', () => {
  it("lists a contact's submitted timesheets of her locations only", async () => {
    const pending = await phoneApprovals(db(), await sessionOf(ava.token));
    if (!pending || pending === 'off') throw new Error('expected a list');
    expect(pending.rows.map((r) => r._id).sort()).toEqual([sheets.north, sheets.north2].sort());
    expect(pending.total).toBe(2);
  });

  it('tells a contact whose approve switch is off, and offers staff nothing', async () => {
    expect(await phoneApprovals(db(), await sessionOf(ben.token))).toBe('off');
    expect(await phoneApprovals(db(), await sessionOf(demo.recruiter))).toBeNull();
  });
});

describe('POST approval-links/own (the block page buttons)', () => {
  it('sends a plain form on to the phone approval page with a fresh link for one sheet of hers', async () => {
    const link = await linkOf(await post(ava.token, { timesheet_id: sheets.north }));
    expect(link).toMatchObject({ state: 'valid', timesheetIds: [sheets.north] });
    expect(link.user.id).toBe(ava.userId);
    expect(link.tenant.slug).toBe('acme');
  });

  it('"Review all" links every submitted sheet of her locations, none of another site or still pending', async () => {
    const link = await linkOf(await post(ava.token));
    expect([...link.timesheetIds].sort()).toEqual([sheets.north, sheets.north2].sort());
  });

  it('answers JSON with the path for a JSON caller', async () => {
    const res = await call(ownLinkRoute.POST, 'POST', PATH, { token: ava.token, body: { timesheet_id: sheets.north2 } });
    const body = await json<{ data: { path: string; expires_at: string } }>(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.data.path).toMatch(/^\/approve\//);
    expect(Date.parse(body.data.expires_at)).toBeGreaterThan(Date.now());
  });

  it('refuses a sheet of another site (404), a contact who may not approve and staff (403), bad input (400)', async () => {
    await expectError(await post(ava.token, { timesheet_id: sheets.south }), 404);
    await expectError(await post(ava.token, { timesheet_id: sheets.pending }), 404);
    await expectError(await post(ben.token), 403);
    await expectError(await post(demo.recruiter), 403);
    await expectError(await post(ava.token, { timesheet_id: 'not-an-id' }), 400);
    await expectError(await call(ownLinkRoute.POST, 'POST', PATH, {}), 401);
  });

  it('words bad input in the caller language (400, never an English sentence to a German reader)', async () => {
    const bad = (language: string) =>
      call(ownLinkRoute.POST, 'POST', PATH, {
        token: ava.token,
        rawBody: 'timesheet_id=nope',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', 'accept-language': language },
      });
    const [en, de] = await Promise.all([bad('en'), bad('de')]);
    expect([en.status, de.status]).toEqual([400, 400]);
    const [enBody, deBody] = await Promise.all([json<{ message: string }>(en), json<{ message: string }>(de)]);
    expect(deBody.message).not.toBe(enBody.message);
  });

  it('refuses a post from another site (CSRF)', async () => {
    const res = await call(ownLinkRoute.POST, 'POST', PATH, {
      token: ava.token,
      rawBody: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });
});

describe('proxy.ts: the block keeps the tenant brand', () => {
  const rewriteOf = async (path: string, cookie?: string) => {
    const headers = new Headers({ 'user-agent': IPHONE });
    if (cookie) headers.set('cookie', cookie);
    const res = await proxy(new NextRequest(new URL(path, 'http://localhost:3000'), { headers }));
    return {
      to: new URL(res.headers.get('x-middleware-rewrite') ?? 'http://none/').pathname,
      slug: res.headers.get('x-middleware-request-x-tenant-slug'),
    };
  };

  it("wears the login's company for a visitor, and the session's tenant for a signed-in contact", async () => {
    expect(await rewriteOf('/globex/login')).toEqual({ to: '/mobile-not-supported', slug: 'globex' });
    expect(await rewriteOf('/timesheets', `session=${ava.token}`)).toEqual({ to: '/mobile-not-supported', slug: 'acme' });
    expect(await rewriteOf('/timesheets', 'company=globex')).toEqual({ to: '/mobile-not-supported', slug: 'globex' });
  });

  it('never lets a visitor choose the brand through a request header', async () => {
    const headers = new Headers({ 'user-agent': IPHONE, 'x-tenant-slug': 'globex' });
    const res = await proxy(new NextRequest(new URL('/acme/login', 'http://localhost:3000'), { headers }));
    expect(res.headers.get('x-middleware-request-x-tenant-slug')).toBe('acme');
  });
});
