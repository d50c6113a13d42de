import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as decideRoute from '@/app/api/main/public/approval-links/[token]/decide/route';
import * as settingsRoute from '@/app/api/main/client-portal/[company_id]/settings/route';
import * as logsRoute from '@/app/api/main/client-portal/timesheets/logs/[id]/route';
import * as listRoute from '@/app/api/main/client-portal/timesheets/v2/route';
import { issueApprovalLink } from '@/lib/approval-links/issue';
import { decidePath } from '@/lib/approval-links/paths';
import { findApprovalLink } from '@/lib/approval-links/queries';
import { linkPage } from '@/lib/approval-links/service';
import { lookupSession } from '@/lib/auth/guard';
import { hashToken } from '@/lib/auth/login';
import { db } from '@/lib/db/client';
import { approvalLinks, timecards, timesheets } from '@/lib/db/schema';
import type { TimesheetLogRow } from '@/lib/timesheets/schema';
import {
  cleanUp,
  permissionWorld,
  portalContact,
  setPermissions,
  type PermissionWorld,
  type PortalContact,
} from './contact-permission-fixtures';
import { demoSessions } from './fixtures';
import { call, expectError, json } from './helpers';
import { locationsOf, logsOf, makeTimesheet, sheetById } from './time-helpers';
import { theRow } from '@/lib/db/rows';

/**
 * Issue 11, scope 3: one-click approval from the mail. A link acts as its contact through the portal's
 * own approve and reject services, for its own timesheets only, once per decision, until it expires.
 */

const demo = demoSessions(['admin'], ['admin']);
let world: PermissionWorld;
let ava: PortalContact;
let ben: PortalContact;
const globexSheets: string[] = [];

beforeAll(async () => {
  world = await permissionWorld(demo.admin, 'acme');
  ava = await portalContact(world, demo.admin, 'ava', [world.sites[0]], { approveTimesheets: true });
  // Everything but the switch that matters here.
  ben = await portalContact(world, demo.admin, 'ben', [world.sites[0]], { approveTimesheets: false, receiveTimesheetEmails: true });
});
afterAll(async () => {
  for (const id of globexSheets) await db().delete(timesheets).where(eq(timesheets.id, id));
  await cleanUp(world);
});

// Each test from an address of its own, so the per-address limits of one never count another's requests.
const newIp = () => `10.77.${randomInt(256)}.${randomInt(1, 255)}`;

const submitted = (site = world.sites[0]) => makeTimesheet({ tenantId: demo.acmeId, locationId: site, status: 'submitted', cards: 2 });

/** A link as the mail gets it: the path, and the token at its end. */
async function issue(contact: PortalContact, ids: string[], tenantId = demo.acmeId): Promise<string> {
  const { path } = await db().transaction((tx) => issueApprovalLink(tx, { tenantId, userId: contact.userId, timesheetIds: ids }));
  expect(path).toMatch(/^\/approve\/[A-Za-z0-9_-]{43}$/);
  return path.slice('/approve/'.length);
}

type Body = { timesheet_id: string; decision: 'approve' | 'reject'; reason?: string };
const decide = (token: string, body: Body, ip = newIp(), headers?: Record<string, string>) =>
  call(decideRoute.POST, 'POST', decidePath(token), { params: { token }, body, ip, headers });
/** The page's plain HTML form post (no JavaScript): answered 303 back to the page. */
const post = (token: string, body: Body, ip = newIp()) =>
  call(decideRoute.POST, 'POST', decidePath(token), {
    params: { token },
    ip,
    rawBody: new URLSearchParams(body as Record<string, string>).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

async function pageOf(token: string) {
  const link = await findApprovalLink(db(), token);
  if (!link) throw new Error('no link for the token');
  return { link, ...(await linkPage(db(), link)) };
}

describe('issuing a link', () => {
  it("stores only the token's SHA-256, with the company's expiry (7 days by default)", async () => {
    const sheet = await submitted();
    const token = await issue(ava, [sheet.id, sheet.id]);
    const row = theRow(
      await db()
        .select()
        .from(approvalLinks)
        .where(eq(approvalLinks.tokenHash, hashToken(token))),
    );
    expect(row).toMatchObject({ tenantId: demo.acmeId, userId: ava.userId, timesheetIds: [sheet.id] });
    expect(JSON.stringify(row)).not.toContain(token);
    const days = (row.expiresAt.getTime() - row.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
  });
});

describe('approve and reject through the link', () => {
  it('approves as the contact; the log records it from email, and the History route says so', async () => {
    const sheet = await submitted();
    const token = await issue(ava, [sheet.id]);
    const res = await decide(token, { timesheet_id: sheet.id, decision: 'approve' });
    const body = await json<{ data: { decision: string; count: number; timesheet_ids: string[] } }>(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.data).toEqual({ decision: 'approve', count: 1, timesheet_ids: [sheet.id] });
    expect((await sheetById(sheet.id)).status).toBe('approved');
    const logs = await logsOf(sheet.id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      action: 'approve',
      userId: ava.userId,
      fromStatus: 'submitted',
      toStatus: 'approved',
      source: 'email',
    });
    const history = await call(logsRoute.GET, 'GET', `/api/main/client-portal/timesheets/logs/${sheet.id}`, {
      token: demo.admin,
      params: { id: sheet.id },
    });
    const rows = (await json<{ data: TimesheetLogRow[] }>(history)).data;
    expect(rows[0]).toMatchObject({ action: 'approve', source: 'email', user_name: expect.stringContaining('ava') });
  });

  it('works once: used again it shows already approved (by whom, when) and changes nothing', async () => {
    const sheet = await submitted();
    const token = await issue(ava, [sheet.id]);
    expect((await post(token, { timesheet_id: sheet.id, decision: 'approve' })).headers.get('location')).toBe(
      `/approve/${token}?done=approve&n=1`,
    );
    const before = await sheetById(sheet.id);
    expect(before.status).toBe('approved');

    await expectError(await decide(token, { timesheet_id: sheet.id, decision: 'approve' }), 409, 'already_approved');
    await expectError(
      await decide(token, { timesheet_id: sheet.id, decision: 'reject', reason: 'Changed my mind' }),
      409,
      'already_approved',
    );
    const again = await post(token, { timesheet_id: sheet.id, decision: 'reject', reason: 'Changed my mind' });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(`/approve/${token}?error=already_approved&sheet=${sheet.id}#sheet-${sheet.id}`);

    const after = await sheetById(sheet.id);
    expect(after.status).toBe('approved');
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(await logsOf(sheet.id)).toHaveLength(1);
    const { sheets } = await pageOf(token);
    expect(sheets[0]).toMatchObject({
      id: sheet.id,
      state: 'approved',
      decision: { action: 'approve', by: expect.stringContaining('ava'), fromEmail: true },
    });
  });

  it('a timesheet approved in the portal meanwhile shows already approved by that person', async () => {
    const sheet = await submitted();
    const token = await issue(ava, [sheet.id]);
    const mark = await import('@/app/api/main/client-portal/timesheets/v2/mark/[id]/route');
    expect(
      (
        await call(mark.PUT, 'PUT', `/api/main/client-portal/timesheets/v2/mark/${sheet.id}`, {
          token: demo.admin,
          params: { id: sheet.id },
        })
      ).status,
    ).toBe(200);
    await expectError(await decide(token, { timesheet_id: sheet.id, decision: 'approve' }), 409, 'already_approved');
    const { sheets } = await pageOf(token);
    expect(sheets[0]).toMatchObject({ state: 'approved', decision: { action: 'approve', fromEmail: false } });
    expect(sheets[0]!.decision?.by).not.toContain('ava');
  });

  it('reject needs a reason; with one it rejects, logs the reason from email, and the link cannot change it', async () => {
    const sheet = await submitted();
    const token = await issue(ava, [sheet.id]);
    const missing = await expectError(await decide(token, { timesheet_id: sheet.id, decision: 'reject' }), 400);
    expect(missing.message).toMatch(/reason/);
    const form = await post(token, { timesheet_id: sheet.id, decision: 'reject', reason: '   ' });
    expect(form.headers.get('location')).toBe(`/approve/${token}?error=reason_required&sheet=${sheet.id}#sheet-${sheet.id}`);
    expect((await sheetById(sheet.id)).status).toBe('submitted');

    expect(
      (await post(token, { timesheet_id: sheet.id, decision: 'reject', reason: 'Friday was a holiday' })).headers.get('location'),
    ).toBe(`/approve/${token}?done=reject&n=1`);
    const row = await sheetById(sheet.id);
    expect(row).toMatchObject({ status: 'rejected', comment: 'Friday was a holiday' });
    expect((await logsOf(sheet.id)).at(-1)).toMatchObject({
      action: 'reject',
      comment: 'Friday was a holiday',
      source: 'email',
      userId: ava.userId,
    });
    await expectError(await decide(token, { timesheet_id: sheet.id, decision: 'approve' }), 409, 'already_rejected');
    expect((await pageOf(token)).sheets[0]).toMatchObject({
      state: 'rejected',
      decision: { action: 'reject', reason: 'Friday was a holiday' },
    });
  });

  it("keeps its one decision when the timesheet comes back: a resubmitted week needs the new mail's link", async () => {
    const sheet = await submitted();
    const token = await issue(ava, [sheet.id]);
    expect((await decide(token, { timesheet_id: sheet.id, decision: 'reject', reason: 'Wrong site' })).status).toBe(200);
    // Corrected and submitted again (as the recruiter's edit and submit would leave it).
    await db().update(timesheets).set({ status: 'submitted' }).where(eq(timesheets.id, sheet.id));
    await expectError(await decide(token, { timesheet_id: sheet.id, decision: 'approve' }), 409, 'already_rejected');
    expect((await sheetById(sheet.id)).status).toBe('submitted');
    const fresh = await issue(ava, [sheet.id]);
    expect((await decide(fresh, { timesheet_id: sheet.id, decision: 'approve' })).status).toBe(200);
  });

  it('"approve all" approves every timesheet of a digest still awaiting a decision, all logged from email', async () => {
    const sheets = [await submitted(), await submitted(), await submitted()];
    const decided = await submitted();
    const token = await issue(
      ava,
      [...sheets, decided].map((s) => s.id),
    );
    expect((await decide(token, { timesheet_id: decided.id, decision: 'reject', reason: 'Duplicate' })).status).toBe(200);
    const res = await post(token, { timesheet_id: 'all', decision: 'approve' });
    expect(res.headers.get('location')).toBe(`/approve/${token}?done=approve&n=3`);
    for (const s of sheets) {
      expect((await sheetById(s.id)).status).toBe('approved');
      expect((await logsOf(s.id)).at(-1)).toMatchObject({ action: 'approve', source: 'email' });
    }
    expect((await sheetById(decided.id)).status).toBe('rejected');
    await expectError(await decide(token, { timesheet_id: 'all', decision: 'approve' }), 409, 'nothing_open');
    await expectError(await decide(token, { timesheet_id: 'all', decision: 'reject', reason: 'All of them' }), 400);
  });

  it('shows bill amounts and hours, never a pay rate, pay total or margin', async () => {
    const sheet = await submitted();
    const { sheets } = await pageOf(await issue(ava, [sheet.id]));
    const view = sheets[0]!;
    expect(view).toMatchObject({ id: sheet.id, state: 'open', billTotal: Number(sheet.billTotal), totalHours: 16 });
    expect(view.days).toHaveLength(2);
    expect(view.days[0]!.hours).toBe(8);
    const text = JSON.stringify(view);
    for (const key of ['pay', 'margin', 'Pay']) expect(text).not.toContain(key);
    expect(Number(sheet.payTotal)).toBeGreaterThan(0);
    // Compared as numbers: as a substring, the pay total could turn up inside a random id.
    const numbers: number[] = [];
    JSON.parse(text, (_key, value: unknown) => (typeof value === 'number' && numbers.push(value), value));
    expect(numbers).not.toContain(Number(sheet.payTotal));
  });
});

describe('what a link may not do', () => {
  it('a token for tenant A cannot touch tenant B, nor a timesheet not in the link', async () => {
    const globexSite = theRow(await locationsOf(demo.globexId));
    const theirs = await makeTimesheet({ tenantId: demo.globexId, locationId: globexSite.id, status: 'submitted', cards: 1 });
    globexSheets.push(theirs.id);
    const ours = await submitted();
    const other = await submitted();
    const token = await issue(ava, [ours.id]);
    await expectError(await decide(token, { timesheet_id: theirs.id, decision: 'approve' }), 404, 'not_in_link');
    await expectError(await decide(token, { timesheet_id: other.id, decision: 'approve' }), 404, 'not_in_link');
    // Even a link that names another tenant's timesheet (an issuer's mistake) reads and decides within its own tenant only.
    const crossed = await issue(ava, [ours.id, theirs.id]);
    const { sheets } = await pageOf(crossed);
    expect(sheets.find((s) => s.id === theirs.id)).toMatchObject({ state: 'unavailable', worker: '', days: [], billTotal: 0 });
    await expectError(await decide(crossed, { timesheet_id: theirs.id, decision: 'approve' }), 404, 'unavailable');
    expect((await sheetById(theirs.id)).status).toBe('submitted');
    expect((await sheetById(other.id)).status).toBe('submitted');
    expect(await logsOf(theirs.id)).toEqual([]);
  });

  it('a timesheet of a location the contact is not assigned to is unavailable', async () => {
    const elsewhere = await submitted(world.sites[1]);
    const token = await issue(ava, [elsewhere.id]);
    expect((await pageOf(token)).sheets[0]).toMatchObject({ state: 'unavailable', worker: '' });
    await expectError(await decide(token, { timesheet_id: elsewhere.id, decision: 'approve' }), 404, 'unavailable');
    expect((await sheetById(elsewhere.id)).status).toBe('submitted');
  });

  it('a contact whose "Approve timesheets" is off is refused (403), on the page too; nothing changes', async () => {
    const sheet = await submitted();
    const token = await issue(ben, [sheet.id]);
    const { actor, sheets } = await pageOf(token);
    expect(actor.permissions.approveTimesheets).toBe(false);
    expect(sheets[0]!.state).toBe('open');
    const refused = await expectError(await decide(token, { timesheet_id: sheet.id, decision: 'approve' }), 403, 'forbidden');
    expect(refused.message).toMatch(/'Approve timesheets' is off/);
    await expectError(await decide(token, { timesheet_id: sheet.id, decision: 'reject', reason: 'No' }), 403, 'forbidden');
    expect((await post(token, { timesheet_id: sheet.id, decision: 'approve' })).headers.get('location')).toBe(
      `/approve/${token}?error=forbidden&sheet=${sheet.id}#sheet-${sheet.id}`,
    );
    expect((await sheetById(sheet.id)).status).toBe('submitted');
    expect(await logsOf(sheet.id)).toEqual([]);
  });

  it('a switch turned off after the mail was sent refuses from then on', async () => {
    const sheet = await submitted();
    const token = await issue(ava, [sheet.id]);
    await setPermissions(demo.admin, ava.contactId, { approveTimesheets: false });
    try {
      await expectError(await decide(token, { timesheet_id: sheet.id, decision: 'approve' }), 403, 'forbidden');
      expect((await sheetById(sheet.id)).status).toBe('submitted');
    } finally {
      await setPermissions(demo.admin, ava.contactId, { approveTimesheets: true });
    }
  });

  it('an open punch refuses the approval, naming the worker; "approve all" leaves that timesheet waiting', async () => {
    const sheet = await submitted();
    const ready = await submitted();
    await db()
      .insert(timecards)
      .values({
        tenantId: demo.acmeId,
        timesheetId: sheet.id,
        candidateId: sheet.candidateId,
        locationId: sheet.locationId,
        position: 'Warehouse Associate',
        clockIn: new Date(`${sheet.weekStart}T20:00:00Z`),
        clockOut: null,
        breakMinutes: 0,
        source: 'manual',
      });
    const token = await issue(ava, [sheet.id, ready.id]);
    const { sheets } = await pageOf(token);
    const view = sheets.find((s) => s.id === sheet.id)!;
    expect(view.openPunches).toHaveLength(1);
    const body = await expectError(await decide(token, { timesheet_id: sheet.id, decision: 'approve' }), 409, 'open_punch');
    expect(body.message).toContain(view.worker);
    expect((await post(token, { timesheet_id: sheet.id, decision: 'approve' })).headers.get('location')).toBe(
      `/approve/${token}?error=open_punch&sheet=${sheet.id}#sheet-${sheet.id}`,
    );
    expect((await sheetById(sheet.id)).status).toBe('submitted');
    expect((await post(token, { timesheet_id: 'all', decision: 'approve' })).headers.get('location')).toBe(
      `/approve/${token}?done=approve&n=1`,
    );
    expect((await sheetById(ready.id)).status).toBe('approved');
    expect((await sheetById(sheet.id)).status).toBe('submitted');
  });

  it('the link is not a session: its token opens no other API, and deciding sets no cookie', async () => {
    const sheet = await submitted();
    const token = await issue(ava, [sheet.id]);
    expect((await lookupSession(token)).ok).toBe(false);
    for (const auth of ['cookie', 'bearer', 'raw'] as const) {
      await expectError(await call(listRoute.GET, 'GET', '/api/main/client-portal/timesheets/v2', { token, auth }), 401);
      await expectError(
        await call(logsRoute.GET, 'GET', `/api/main/client-portal/timesheets/logs/${sheet.id}`, { token, auth, params: { id: sheet.id } }),
        401,
      );
    }
    const res = await decide(token, { timesheet_id: sheet.id, decision: 'approve' });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('a decision posted from another site is refused', async () => {
    const sheet = await submitted();
    const token = await issue(ava, [sheet.id]);
    await expectError(
      await decide(token, { timesheet_id: sheet.id, decision: 'approve' }, newIp(), { 'sec-fetch-site': 'cross-site' }),
      403,
      'cross_site_request',
    );
    await expectError(
      await decide(token, { timesheet_id: sheet.id, decision: 'approve' }, newIp(), { origin: 'https://evil.example' }),
      403,
      'cross_site_request',
    );
    expect((await sheetById(sheet.id)).status).toBe('submitted');
  });

  it('hostile input with a real token is refused as invalid, never a 500, and changes nothing', async () => {
    const sheet = await submitted();
    const token = await issue(ava, [sheet.id]);
    const bodies: unknown[] = [
      { timesheet_id: sheet.id, decision: 'delete' },
      { timesheet_id: '../..', decision: 'approve' },
      { timesheet_id: [sheet.id], decision: 'approve' },
      { timesheet_id: sheet.id, decision: 'reject', reason: 'x'.repeat(5000) },
      { timesheet_id: sheet.id, decision: 'reject', reason: 'bad\u0000byte' },
      { timesheet_id: sheet.id, decision: 'reject', reason: '\ud800' },
      [],
      'approve',
      null,
    ];
    for (const body of bodies) {
      const res = await call(decideRoute.POST, 'POST', decidePath(token), {
        params: { token },
        rawBody: JSON.stringify(body),
        ip: newIp(),
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const form = await call(decideRoute.POST, 'POST', decidePath(token), {
      params: { token },
      ip: newIp(),
      rawBody: `timesheet_id=${sheet.id}&decision=reject&reason=%00`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.headers.get('location')).toBe(`/approve/${token}?error=invalid&sheet=${sheet.id}#sheet-${sheet.id}`);
    const plain = await call(decideRoute.POST, 'POST', decidePath(token), {
      params: { token },
      ip: newIp(),
      rawBody: 'decision=approve',
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.status).toBe(415);
    expect((await sheetById(sheet.id)).status).toBe('submitted');
  });

  it('an unknown or malformed token names nothing; guessing from one address is cut off', async () => {
    const ip = newIp();
    const guess = 'A'.repeat(43);
    await expectError(await decide(guess, { timesheet_id: 'all', decision: 'approve' }, ip), 404, 'link_invalid');
    await expectError(await decide('../../etc', { timesheet_id: 'all', decision: 'approve' }, ip), 404, 'link_invalid');
    expect((await post(guess, { timesheet_id: 'all', decision: 'approve' }, ip)).headers.get('location')).toBe(
      `/approve/${guess}?error=link_invalid`,
    );
    for (let i = 3; i < 10; i++)
      await expectError(await decide(guess, { timesheet_id: 'all', decision: 'approve' }, ip), 404, 'link_invalid');
    await expectError(await decide(guess, { timesheet_id: 'all', decision: 'approve' }, ip), 429, 'rate_limited');
    // Another address is not affected.
    await expectError(await decide(guess, { timesheet_id: 'all', decision: 'approve' }), 404, 'link_invalid');
  });
});

describe('expiry', () => {
  /** Moves a link back in time: sent `ageHours` ago, expiring `expiresInHours` from now. */
  const age = (token: string, ageHours: number, expiresInHours: number) =>
    db()
      .update(approvalLinks)
      .set({
        createdAt: sql`now() - make_interval(hours => ${ageHours})`,
        expiresAt: sql`now() + make_interval(hours => ${expiresInHours})`,
      })
      .where(eq(approvalLinks.tokenHash, hashToken(token)));

  const setExpiryDays = async (days: number) => {
    const form = new FormData();
    form.set('approval_links', JSON.stringify({ expires_days: days }));
    const res = await call(settingsRoute.PUT, 'PUT', '/api/main/client-portal/acme/settings', {
      token: demo.admin,
      form,
      params: { company_id: 'acme' },
    });
    expect(res.status, await res.text()).toBe(200);
  };

  it('an expired link is refused and changes nothing', async () => {
    const sheet = await submitted();
    const token = await issue(ava, [sheet.id]);
    await age(token, 8 * 24, -1);
    expect((await findApprovalLink(db(), token))?.state).toBe('expired');
    await expectError(await decide(token, { timesheet_id: sheet.id, decision: 'approve' }), 410, 'link_expired');
    expect((await post(token, { timesheet_id: sheet.id, decision: 'approve' })).headers.get('location')).toBe(
      `/approve/${token}?error=link_expired&sheet=${sheet.id}#sheet-${sheet.id}`,
    );
    expect((await sheetById(sheet.id)).status).toBe('submitted');
  });

  it("a deactivated contact's link no longer works", async () => {
    const sheet = await submitted();
    const token = await issue(ava, [sheet.id]);
    await setPermissions(demo.admin, ava.contactId, { portal_access: false });
    try {
      expect((await findApprovalLink(db(), token))?.state).toBe('revoked');
      await expectError(await decide(token, { timesheet_id: sheet.id, decision: 'approve' }), 410, 'link_expired');
    } finally {
      await setPermissions(demo.admin, ava.contactId, { portal_access: true });
    }
    expect((await sheetById(sheet.id)).status).toBe('submitted');
  });

  it('approval_links.expires_days: a link older than N days is refused', async () => {
    await setExpiryDays(3);
    try {
      const sheet = await submitted();
      const token = await issue(ava, [sheet.id]);
      const row = theRow(
        await db()
          .select()
          .from(approvalLinks)
          .where(eq(approvalLinks.tokenHash, hashToken(token))),
      );
      expect((row.expiresAt.getTime() - row.createdAt.getTime()) / 86_400_000).toBeCloseTo(3, 3);
      const young = await issue(ava, [sheet.id]);
      await age(young, 2 * 24, 24);
      expect((await findApprovalLink(db(), young))?.state).toBe('valid');
      await age(token, 3 * 24 + 1, -1);
      await expectError(await decide(token, { timesheet_id: sheet.id, decision: 'approve' }), 410, 'link_expired');
      expect((await sheetById(sheet.id)).status).toBe('submitted');
      expect((await decide(young, { timesheet_id: sheet.id, decision: 'approve' })).status).toBe(200);
    } finally {
      await setExpiryDays(7);
    }
  });

  it('approval_links.expires_days: a shorter setting expires a link sooner', async () => {
    const sheet = await submitted();
    const token = await issue(ava, [sheet.id]);
    // Sent two days ago under the 7-day default: five days left.
    await age(token, 2 * 24, 5 * 24);
    expect((await findApprovalLink(db(), token))?.state).toBe('valid');
    await setExpiryDays(1);
    try {
      expect((await findApprovalLink(db(), token))?.state).toBe('expired');
      await expectError(await decide(token, { timesheet_id: sheet.id, decision: 'approve' }), 410, 'link_expired');
      expect((await sheetById(sheet.id)).status).toBe('submitted');
    } finally {
      await setExpiryDays(7);
    }
    expect((await findApprovalLink(db(), token))?.state).toBe('valid');
  });
});
