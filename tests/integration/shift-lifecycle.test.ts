import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as shiftsCreate from '@/app/api/on-demand/shifts/route';
import * as shiftList from '@/app/api/on-demand/shifts/v2/route';
import * as oneShift from '@/app/api/on-demand/shifts/[id]/route';
import * as publishRoute from '@/app/api/on-demand/shifts/[id]/publish/route';
import * as cancelRoute from '@/app/api/on-demand/shifts/[id]/cancel/route';
import * as assignRoute from '@/app/api/on-demand/shifts/[id]/assignments/route';
import * as settingsRoute from '@/app/api/main/client-portal/[company_id]/settings/route';
import { db } from '@/lib/db/client';
import { candidates, companySettings, exclusions, positions, shiftAssignments, shiftLogs, shifts, workerBlocks } from '@/lib/db/schema';
import type { shiftDetail } from '@/lib/shifts/schema';
import type { z } from 'zod';
import { cleanUp, permissionWorld, portalContact, type PermissionWorld, type PortalContact } from './contact-permission-fixtures';
import { demoSessions } from './fixtures';
import { call, json, signIn } from './helpers';
import { ownTenant } from './own-tenant';

/**
 * Issue 14, scope 1 and the no-show / send-home half of scope 2: the shift lifecycle through its routes,
 * per role (staff and a contact at her locations), per tenant, with the rules that refuse (overlap, headcount,
 * blocks, cut-off, times) and the log every change writes. A tenant of the file's own: the cut-off is a tenant setting.
 */

type Detail = z.infer<typeof shiftDetail>;
const SLUG = 'shift-life';
const demo = demoSessions(['admin'], ['admin']);
let tenantId = '';
let admin = '';
let recruiter = '';
let world: PermissionWorld;
let contact: PortalContact;
let stranger: PortalContact; // a contact of the same company at the other site only
let workers: string[] = [];

const HOUR = 3_600_000;
const at = (h: number) => new Date(Date.now() + h * HOUR);

async function makeShift(o: {
  startH: number;
  hours?: number;
  status?: string;
  headcount?: number;
  site?: number;
  requestedBy?: string | null;
}) {
  const row = (
    await db()
      .insert(shifts)
      .values({
        tenantId,
        locationId: world.sites[o.site ?? 0]!,
        position: `Picker ${world.tag}`,
        startsAt: at(o.startH),
        endsAt: at(o.startH + (o.hours ?? 8)),
        headcount: o.headcount ?? 2,
        status: o.status ?? 'published',
        requestedBy: o.requestedBy ?? null,
      })
      .returning()
  )[0]!;
  return row.id;
}

const get = (token: string, id: string) => call(oneShift.GET, 'GET', `/api/on-demand/shifts/${id}`, { token, params: { id } });
const edit = (token: string, id: string, body: Record<string, unknown>) =>
  call(oneShift.PUT, 'PUT', `/api/on-demand/shifts/${id}`, { token, params: { id }, body });
const publish = (token: string, id: string, body: Record<string, unknown> = {}) =>
  call(publishRoute.POST, 'POST', `/api/on-demand/shifts/${id}/publish`, { token, params: { id }, body });
const cancel = (token: string, id: string, reason = 'Client closed the site') =>
  call(cancelRoute.POST, 'POST', `/api/on-demand/shifts/${id}/cancel`, { token, params: { id }, body: { reason } });
const assign = (token: string, id: string, candidate_ids: string[], status: 'invited' | 'accepted' = 'accepted') =>
  call(assignRoute.POST, 'POST', `/api/on-demand/shifts/${id}/assignments`, { token, params: { id }, body: { candidate_ids, status } });
const act = (token: string, id: string, body: Record<string, unknown>) =>
  call(assignRoute.PUT, 'PUT', `/api/on-demand/shifts/${id}/assignments`, { token, params: { id }, body });

async function ok(res: Response): Promise<Detail> {
  const body = await json<{ data: Detail; message?: string }>(res);
  expect(res.status, JSON.stringify(body)).toBeLessThan(300);
  return body.data;
}
async function refused(res: Response, status: number, message?: RegExp) {
  const body = await json<{ message: string; error_code?: string }>(res);
  expect(res.status, JSON.stringify(body)).toBe(status);
  if (message) expect(body.message).toMatch(message);
  return body;
}
const assignmentOf = (d: Detail, candidateId: string) => d.assignments.find((a) => a.candidate_id === candidateId)!;
/** The Shift tab's cut-off, stored as the settings form saves it (null: the key removed, so the default holds). */
const setCutoff = (hours: number | null) =>
  db().execute(sql`update company_settings set data = jsonb_set(coalesce(data, '{}'::jsonb), '{shift}',
    (coalesce(data -> 'shift', '{}'::jsonb) - 'cancel_cutoff_hours') || ${JSON.stringify(hours === null ? {} : { cancel_cutoff_hours: hours })}::jsonb)
    where tenant_id = ${tenantId}`);

beforeAll(async () => {
  const tenant = await ownTenant(SLUG, 'Shift Life Staffing');
  tenantId = tenant.id;
  [admin, recruiter] = await Promise.all([signIn(`admin@${SLUG}.test`, SLUG), signIn(`recruiter@${SLUG}.test`, SLUG)]);
  world = await permissionWorld(admin, SLUG);
  contact = await portalContact(world, admin, 'dana', [world.sites[0]], {});
  stranger = await portalContact(world, admin, 'omar', [world.sites[1]], {});
  const made = await db()
    .insert(candidates)
    .values(
      Array.from({ length: 6 }, (_, i) => ({
        tenantId,
        firstName: `Worker${i}`,
        lastName: world.tag,
        email: `w${i}-${world.tag}@life.test`,
      })),
    )
    .returning({ id: candidates.id });
  workers = made.map((w) => w.id);
  const [settings] = await db().select().from(companySettings).where(eq(companySettings.tenantId, tenantId));
  expect(settings).toBeTruthy();
  await setCutoff(null);
});
afterAll(async () => {
  await db()
    .delete(candidates)
    .where(and(eq(candidates.tenantId, tenantId), sql`last_name = ${world?.tag ?? ''}`));
  await cleanUp(world);
});

describe('a contact requests, the agency publishes', () => {
  it('request → publish to chosen candidates (invited) → accept; logs from → to; the board counts filled', async () => {
    const res = await call(shiftsCreate.POST, 'POST', '/api/on-demand/shifts', {
      token: contact.token,
      body: {
        app: 'client-portal',
        draft: true,
        location_id: world.sites[0],
        position: `Loader ${world.tag}`,
        starts_at: at(72).toISOString(),
        ends_at: at(80).toISOString(),
        headcount: 2,
      },
    });
    const id = (await json<{ data: { _id: string } }>(res)).data._id;
    let d = await ok(await get(contact.token, id));
    expect(d.phase).toBe('draft');
    expect(d.requested_by).toBe(contact.userId);
    expect(d.allowed_actions).toEqual(['edit', 'cancel']);

    // A contact may not publish (403 at the route); staff publish to two chosen candidates.
    await refused(await publish(contact.token, id), 403);
    d = await ok(await publish(recruiter, id, { candidate_ids: [workers[0], workers[1]] }));
    expect(d.phase).toBe('published');
    expect(d.assignments.map((a) => a.status)).toEqual(['invited', 'invited']);
    expect(d.filled).toBe(0);
    await refused(await publish(recruiter, id), 409, /Cannot publish a published shift/);

    d = await ok(await act(recruiter, id, { assignment_id: assignmentOf(d, workers[0]!)._id, action: 'accept' }));
    expect(assignmentOf(d, workers[0]!).status).toBe('accepted');
    expect(d.filled).toBe(1);
    const publishLog = d.logs.find((l) => l.action === 'publish')!;
    expect(publishLog.changes[0]).toMatchObject({ entity: 'shift', field: 'status', from: 'draft', to: 'published' });
    expect(publishLog.changes.filter((c) => c.entity === 'assignment').map((c) => c.to)).toEqual(['invited', 'invited']);
    expect(d.logs.map((l) => l.action)).toEqual(expect.arrayContaining(['request', 'publish', 'accept']));

    // The board's list: filled from assignments, status the phase, and the staffing filter.
    const list = async (query: string) =>
      (
        await json<{ data: { _id: string; filled: number; status: string }[] }>(
          await call(shiftList.GET, 'GET', `/api/on-demand/shifts/v2?location=${world.sites[0]}&${query}`, { token: admin }),
        )
      ).data;
    const row = (await list('status=published')).find((s) => s._id === id)!;
    expect(row).toMatchObject({ filled: 1, status: 'published' });
    expect((await list('staffing=open')).map((s) => s._id)).toContain(id);
    expect((await list('staffing=filled')).map((s) => s._id)).not.toContain(id);
    expect((await list('status=draft')).map((s) => s._id)).not.toContain(id);
    await ok(await act(recruiter, id, { assignment_id: assignmentOf(d, workers[1]!)._id, action: 'accept' }));
    expect((await list('staffing=filled')).map((s) => s._id)).toContain(id);
    expect((await list('staffing=open')).map((s) => s._id)).not.toContain(id);
  });
});

describe('who may do what, per role, tenant and location', () => {
  it("another tenant's shift is 404 for every action; a contact outside the shift's location gets 404 too", async () => {
    const id = await makeShift({ startH: 100, status: 'draft', requestedBy: contact.userId });
    for (const token of [demo.globexAdmin, demo.admin]) {
      await refused(await get(token, id), 404);
      await refused(await edit(token, id, { headcount: 3 }), 404);
      await refused(await publish(token, id), 404);
      await refused(await cancel(token, id), 404);
      await refused(await assign(token, id, [workers[0]!]), 404);
    }
    await refused(await get(stranger.token, id), 404);
    await refused(await edit(stranger.token, id, { headcount: 3 }), 404);
    await refused(await cancel(stranger.token, id), 404);
  });

  it('a contact edits only her own draft; staff edit until completion; cancelled and completed refuse edits', async () => {
    const mine = await makeShift({ startH: 100, status: 'draft', requestedBy: contact.userId });
    const theirs = await makeShift({ startH: 100, status: 'draft', requestedBy: null });
    const published = await makeShift({ startH: 100 });
    let d = await ok(await edit(contact.token, mine, { headcount: 4, notes: 'Bring boots' }));
    expect(d.headcount).toBe(4);
    const log = d.logs.find((l) => l.action === 'edit')!;
    expect(log.changes).toEqual(
      expect.arrayContaining([
        { entity: 'shift', field: 'headcount', from: 2, to: 4 },
        { entity: 'shift', field: 'notes', from: null, to: 'Bring boots' },
      ]),
    );
    await refused(await edit(contact.token, theirs, { headcount: 3 }), 409, /only the contact who requested it/);
    await refused(await edit(contact.token, published, { headcount: 3 }), 409, /already been published/);
    d = await ok(await edit(recruiter, published, { position: `Forklift ${world.tag}`, headcount: 5 }));
    expect(d.position).toBe(`Forklift ${world.tag}`);
    const running = await makeShift({ startH: -1 });
    expect((await ok(await edit(admin, running, { headcount: 3 }))).phase).toBe('in_progress');
    const done = await makeShift({ startH: -20 });
    await refused(await edit(admin, done, { headcount: 3 }), 409, /Cannot edit a completed shift/);
    await ok(await cancel(admin, published));
    await refused(await edit(admin, published, { headcount: 3 }), 409, /Cannot edit a cancelled shift/);
    await refused(await cancel(admin, published), 409, /Cannot cancel a cancelled shift/);
  });

  it('staff-only assignment actions refuse a contact (403); verdicts need a started shift and an accepted worker', async () => {
    const future = await makeShift({ startH: 50 });
    await refused(await assign(contact.token, future, [workers[2]!]), 403);
    const d = await ok(await assign(recruiter, future, [workers[2]!]));
    const a = assignmentOf(d, workers[2]!)._id;
    await refused(await act(contact.token, future, { assignment_id: a, action: 'decline' }), 403, /may not decline shifts/);
    await refused(await act(contact.token, future, { assignment_id: a, action: 'no_show' }), 409, /before the shift has started/);
    await refused(await act(recruiter, future, { assignment_id: '00000000-0000-4000-8000-000000000000', action: 'accept' }), 404);
    // A draft cannot be staffed until it is published.
    const draft = await makeShift({ startH: 50, status: 'draft' });
    await refused(await assign(recruiter, draft, [workers[3]!]), 409, /Cannot assign a worker to a requested shift/);
  });

  it('a contact marks no-show and sends home on a started shift at her location; sent_home_at is stored', async () => {
    const started = await makeShift({ startH: -2, headcount: 3 });
    let d = await ok(await assign(recruiter, started, [workers[3]!, workers[4]!]));
    d = await ok(await assign(recruiter, started, [workers[5]!], 'invited'));
    d = await ok(
      await act(contact.token, started, { assignment_id: assignmentOf(d, workers[3]!)._id, action: 'no_show', note: 'Never came' }),
    );
    expect(assignmentOf(d, workers[3]!)).toMatchObject({ status: 'no_show', note: 'Never came' });
    expect(d.filled).toBe(1);
    d = await ok(await act(contact.token, started, { assignment_id: assignmentOf(d, workers[4]!)._id, action: 'sent_home' }));
    expect(assignmentOf(d, workers[4]!).status).toBe('sent_home');
    expect(assignmentOf(d, workers[4]!).sent_home_at).toBeTruthy();
    expect(d.filled).toBe(1); // sent home still counts: the worker came
    await refused(
      await act(contact.token, started, { assignment_id: assignmentOf(d, workers[5]!)._id, action: 'no_show' }),
      409,
      /who is invited/,
    );
    await refused(await act(stranger.token, started, { assignment_id: assignmentOf(d, workers[4]!)._id, action: 'no_show' }), 404);
    const list = await json<{ data: { _id: string }[] }>(
      await call(shiftList.GET, 'GET', `/api/on-demand/shifts/v2?staffing=no_show&location=${world.sites[0]}`, { token: contact.token }),
    );
    expect(list.data.map((s) => s._id)).toContain(started);
    expect(d.logs[0]).toMatchObject({ action: 'sent_home' });
  });
});

describe('rules that refuse', () => {
  it('an overlapping held shift of the same worker is refused; a freed one (declined) is not', async () => {
    const a = await makeShift({ startH: 200 });
    const b = await makeShift({ startH: 204 });
    let d = await ok(await assign(recruiter, a, [workers[0]!], 'invited'));
    await refused(await assign(recruiter, b, [workers[0]!]), 409, /already holds an overlapping shift/);
    d = await ok(await act(recruiter, a, { assignment_id: assignmentOf(d, workers[0]!)._id, action: 'decline' }));
    await ok(await assign(recruiter, b, [workers[0]!]));
    // Now a's accept would overlap b.
    await refused(await act(recruiter, a, { assignment_id: assignmentOf(d, workers[0]!)._id, action: 'accept' }), 409, /overlapping/);
  });

  it('two concurrent assignments of one worker to overlapping shifts: exactly one wins', async () => {
    const a = await makeShift({ startH: 300 });
    const b = await makeShift({ startH: 302 });
    const answers = await Promise.all([assign(recruiter, a, [workers[1]!]), assign(admin, b, [workers[1]!])]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const held = await db()
      .select()
      .from(shiftAssignments)
      .where(and(eq(shiftAssignments.tenantId, tenantId), eq(shiftAssignments.candidateId, workers[1]!), sql`shift_id in (${a}, ${b})`));
    expect(held).toHaveLength(1);
  });

  it('accepted workers never exceed the headcount, nor can the headcount drop below them', async () => {
    const id = await makeShift({ startH: 400, headcount: 1 });
    let d = await ok(await assign(recruiter, id, [workers[2]!]));
    await refused(await assign(recruiter, id, [workers[3]!]), 409, /The shift is full: 1 of 1/);
    d = await ok(await assign(recruiter, id, [workers[3]!], 'invited'));
    await refused(await act(recruiter, id, { assignment_id: assignmentOf(d, workers[3]!)._id, action: 'accept' }), 409, /full/);
    await refused(await assign(recruiter, id, [workers[2]!], 'invited'), 409, /already on this shift/);
    const two = await makeShift({ startH: 410, headcount: 2 });
    await ok(await assign(recruiter, two, [workers[4]!, workers[5]!]));
    await refused(await edit(admin, two, { headcount: 1 }), 409, /cannot be less than the 2 workers/);
  });

  it('replace: the old worker is replaced and the new one takes the place in one transaction', async () => {
    const id = await makeShift({ startH: 500, headcount: 1 });
    let d = await ok(await assign(recruiter, id, [workers[0]!]));
    d = await ok(
      await act(recruiter, id, {
        assignment_id: assignmentOf(d, workers[0]!)._id,
        action: 'replace',
        candidate_id: workers[1],
        note: 'Sick',
      }),
    );
    expect(assignmentOf(d, workers[0]!).status).toBe('replaced');
    expect(assignmentOf(d, workers[1]!).status).toBe('accepted');
    expect(d.filled).toBe(1);
    const log = d.logs[0]!;
    expect(log).toMatchObject({ action: 'replace', comment: 'Sick' });
    expect(log.changes.map((c) => `${c.from}→${c.to}`)).toEqual(['accepted→replaced', 'null→accepted']);
    // Remove frees the place.
    d = await ok(await act(recruiter, id, { assignment_id: assignmentOf(d, workers[1]!)._id, action: 'cancel_assignment' }));
    expect(d.filled).toBe(0);
  });

  it("a client's block and the agency's exclusion refuse the worker, with the reason", async () => {
    const id = await makeShift({ startH: 600 });
    await db()
      .insert(workerBlocks)
      .values({ tenantId, candidateId: workers[2]!, companyId: world.companyId, locationId: world.sites[0]!, reason: 'Late twice' });
    await refused(await assign(recruiter, id, [workers[2]!]), 409, /client asked not to have them back \(Late twice\)/);
    await db().insert(exclusions).values({ tenantId, candidateId: workers[3]!, companyId: world.companyId, reason: null });
    await refused(await assign(recruiter, id, [workers[3]!], 'invited'), 409, /is excluded from this company$/);
    // The block is for site 0 only: site 1 takes the worker.
    await ok(await assign(recruiter, await makeShift({ startH: 600, site: 1 }), [workers[2]!]));
  });

  it('times: end after start, over 24 h refused (400), a long shift needs confirm_long', async () => {
    const id = await makeShift({ startH: 700 });
    await refused(await edit(admin, id, { starts_at: at(700).toISOString(), ends_at: at(699).toISOString() }), 400);
    await refused(await edit(admin, id, { ends_at: at(700 + 25).toISOString() }), 400, /at most 24 hours/);
    const ends = at(700 + 23).toISOString();
    const long = await edit(admin, id, { starts_at: at(700).toISOString(), ends_at: ends });
    expect((await refused(long, 400)).error_code).toBe('confirm_required');
    const d = await ok(await edit(admin, id, { starts_at: at(700).toISOString(), ends_at: ends, confirm_long: true }));
    expect(d.ends_at).toBe(ends);
    expect(d.logs[0]!.changes.map((c) => c.field)).toContain('ends_at');
  });
});

describe('cancellation and the cut-off setting', () => {
  it('a contact cannot cancel inside the default 24 h cut-off; staff can, with the reason logged and workers freed', async () => {
    await setCutoff(null);
    const soon = await makeShift({ startH: 10 });
    await ok(await assign(recruiter, soon, [workers[4]!]));
    const d0 = await ok(await get(contact.token, soon));
    expect(d0.cancel_cutoff_hours).toBe(24);
    expect(d0.allowed_actions).not.toContain('cancel');
    await refused(await cancel(contact.token, soon), 409, /starts within 24 hours/);
    const d = await ok(await cancel(recruiter, soon, 'Client closed the site'));
    expect(d).toMatchObject({ phase: 'cancelled', cancel_reason: 'Client closed the site' });
    expect(d.assignments[0]!.status).toBe('cancelled');
    expect(d.logs[0]).toMatchObject({ action: 'cancel', comment: 'Client closed the site' });
    const later = await makeShift({ startH: 30 });
    await ok(await cancel(contact.token, later));
    await refused(
      await call(cancelRoute.POST, 'POST', `/api/on-demand/shifts/${later}/cancel`, { token: admin, params: { id: later }, body: {} }),
      400,
    );
  });

  it('cut-off 0: a contact may cancel right up to the start; cut-off 48 widens it', async () => {
    await setCutoff(0);
    const soon = await makeShift({ startH: 1 });
    expect((await ok(await get(contact.token, soon))).allowed_actions).toContain('cancel');
    await ok(await cancel(contact.token, soon));
    await setCutoff(48);
    const in30 = await makeShift({ startH: 30 });
    await refused(await cancel(contact.token, in30), 409, /starts within 48 hours/);
    await setCutoff(null);
    await ok(await cancel(contact.token, in30));
    const logs = await db().select().from(shiftLogs).where(eq(shiftLogs.shiftId, in30));
    expect(logs.map((l) => l.action)).toEqual(['cancel']);
  });
});

describe('the Shift tab saves the cut-off', () => {
  /** What the Shift admin tab sends: the primary part's `shift` with the switch and the hours. */
  const saveTab = (hours: unknown) => {
    const form = new FormData();
    form.set('primary', JSON.stringify({ shift: { enabled: true, cancel_cutoff_hours: hours } }));
    return call(settingsRoute.PUT, 'PUT', `/api/main/client-portal/${SLUG}/settings`, { token: admin, form, params: { company_id: SLUG } });
  };

  it('0 saved on the tab lets a contact cancel an hour before; 24 saved refuses it; out of range is 400', async () => {
    let res = await saveTab(0);
    expect(res.status, await res.text()).toBe(200);
    const soon = await makeShift({ startH: 2 });
    expect((await ok(await get(contact.token, soon))).cancel_cutoff_hours).toBe(0);
    res = await saveTab(24);
    expect(res.status, await res.text()).toBe(200);
    await refused(await cancel(contact.token, soon), 409, /starts within 24 hours/);
    await refused(await saveTab(500), 400);
    await refused(await saveTab(2.5), 400);
    await saveTab(0);
    await ok(await cancel(contact.token, soon));
    await setCutoff(null);
  });
});

describe('edit names the agency position (issue 22, item 12)', () => {
  it("a position_id stores the list's spelling over any typed text; one not in the list is 400 on position_id", async () => {
    const listed = (
      await db()
        .insert(positions)
        .values({ tenantId, name: `Reach Truck ${world.tag}` })
        .returning({ id: positions.id, name: positions.name })
    )[0]!;
    const id = await makeShift({ startH: 300 });
    const d = await ok(await edit(recruiter, id, { position_id: listed.id, position: 'reach truck guy' }));
    expect(d.position).toBe(listed.name);
    const res = await edit(recruiter, id, { position_id: randomUUID() });
    const body = await json<{ errors?: Record<string, string> }>(res);
    expect(res.status).toBe(400);
    expect(Object.keys(body.errors ?? {})).toEqual(['position_id']);
    expect((await ok(await get(recruiter, id))).position).toBe(listed.name);
  });
});
