import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as one from '@/app/api/main/client-portal/timesheets/v2/[id]/route';
import { db } from '@/lib/db/client';
import { timecards } from '@/lib/db/schema';
import type { TimesheetDetail } from '@/lib/timesheets/schema';
import { call, expectError, json, userByEmail } from './helpers';
import {
  at,
  contactLocationIds,
  type ErrorBody,
  logsOf,
  makeTimesheet,
  sheetById,
  type SheetFixture,
  signInAs,
  tenantBySlug,
  unassignedLocation,
} from './time-helpers';
import { atLeast } from '@/tests/support/present';

let admin = '';
let recruiter = '';
let contact = '';
let acmeId = '';
let globexId = '';
let myLoc = '';
let otherLoc = '';
let globexLoc = '';
let contactUserId = '';

beforeAll(async () => {
  [admin, recruiter, contact] = await Promise.all([
    signInAs('admin@acme.test'),
    signInAs('recruiter@acme.test'),
    signInAs('contact@acme.test'),
  ]);
  acmeId = (await tenantBySlug('acme')).id;
  globexId = (await tenantBySlug('globex')).id;
  myLoc = (await contactLocationIds('acme'))[0]!;
  otherLoc = await unassignedLocation('acme');
  globexLoc = (await contactLocationIds('globex'))[0]!;
  contactUserId = (await userByEmail('contact@acme.test')).user.id;
});

const acme = (f: Omit<SheetFixture, 'tenantId' | 'locationId'> & { locationId?: string } = {}) =>
  makeTimesheet({ tenantId: acmeId, locationId: myLoc, ...f });

const path = (id: string) => `/api/main/client-portal/timesheets/v2/${id}`;
const getOne = (token: string, id: string) => call(one.GET, 'GET', path(id), { token, params: { id } });
const putOne = (token: string, id: string, body: unknown) => call(one.PUT, 'PUT', path(id), { token, params: { id }, body });

async function detail(token: string, id: string): Promise<TimesheetDetail> {
  const res = await getOne(token, id);
  const body = await json<{ data: TimesheetDetail }>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data;
}

async function saved(res: Response): Promise<TimesheetDetail> {
  const body = await json<{ data: TimesheetDetail; message: string }>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  expect(body.message).toBe('Timesheet saved');
  return body.data;
}

const cardsOf = (id: string) =>
  db()
    .select()
    .from(timecards)
    .where(and(eq(timecards.tenantId, acmeId), eq(timecards.timesheetId, id)))
    .orderBy(asc(timecards.clockIn));

/** n cards, one a day from Monday, `hours` on the clock from 07:00 UTC with `brk` minutes of break. */
const week = (weekStart: string, n: number, hours: number, brk = 0) =>
  Array.from({ length: n }, (_, d) => ({
    clock_in: at(weekStart, d, 7),
    clock_out: new Date(Date.parse(at(weekStart, d, 7)) + hours * 3_600_000).toISOString(),
    break_minutes: brk,
  }));

describe('GET /client-portal/timesheets/v2/{id}', () => {
  it('returns the timesheet with its timecards, ordered by clock-in, with hours net of breaks', async () => {
    const sheet = await acme({ status: 'submitted', cards: 3 });
    const data = await detail(admin, sheet.id);
    expect(data._id).toBe(sheet.id);
    expect(data.user_id).toBe(sheet.candidateId);
    expect(data.location_id).toBe(myLoc);
    expect(data.status).toBe('submitted');
    expect(data.manager).toBe('Site Manager');
    expect(data.timecards).toHaveLength(3);
    for (const c of data.timecards) {
      expect(c.timesheet_id).toBe(sheet.id);
      expect(c.hours).toBe(8);
      expect(c.break_minutes).toBe(30);
    }
    const ins = data.timecards.map((c) => c.clock_in);
    expect([...ins].sort()).toEqual(ins);
  });

  it('allowed_actions differ for a contact and an admin', async () => {
    const sheet = await acme({ status: 'submitted' });
    expect((await detail(contact, sheet.id)).allowed_actions.sort()).toEqual(['approve', 'reject']);
    expect((await detail(admin, sheet.id)).allowed_actions.sort()).toEqual(['approve', 'archive', 'edit', 'lock', 'reject']);
    const approved = await acme({ status: 'approved', locked: true });
    expect((await detail(contact, approved.id)).allowed_actions).toEqual([]);
    expect((await detail(admin, approved.id)).allowed_actions.sort()).toEqual(['invoice', 'invoice_toggle', 'payroll', 'unlock']);
    expect((await detail(recruiter, approved.id)).allowed_actions.sort()).toEqual(['invoice', 'invoice_toggle', 'payroll']);
  });

  it('non-uuid id → 404; a globex id → 404; a contact on a location not assigned → 404; no session → 401', async () => {
    await expectError(await getOne(admin, 'not-a-uuid'), 404, 'not_found');
    await expectError(await getOne(admin, "1' or '1'='1"), 404, 'not_found');
    const foreign = await makeTimesheet({ tenantId: globexId, locationId: globexLoc, status: 'submitted' });
    await expectError(await getOne(admin, foreign.id), 404, 'not_found');
    const outside = await acme({ status: 'submitted', locationId: otherLoc });
    await expectError(await getOne(contact, outside.id), 404, 'not_found');
    expect((await detail(admin, outside.id))._id).toBe(outside.id);
    await expectError(await call(one.GET, 'GET', path(outside.id), { params: { id: outside.id } }), 401);
  });
});

describe('PUT /client-portal/timesheets/v2/{id}: timecards', () => {
  it('replaces the timecards of a pending timesheet and recomputes hours, overtime past 40 h', async () => {
    const sheet = await acme({ status: 'pending', cards: 3 });
    const cards = week(sheet.weekStart, 5, 9); // 45 h
    const data = await saved(await putOne(admin, sheet.id, { timecards: cards }));
    expect(data.timecards).toHaveLength(5);
    expect(data.regular_hours).toBe(40);
    expect(data.overtime_hours).toBe(5);
    expect(data.total_hours).toBe(45);
    expect(data.status).toBe('pending');
    for (const c of data.timecards) {
      expect(c.hours).toBe(9);
      expect(c.source).toBe('manual');
    }
    const rows = await cardsOf(sheet.id);
    expect(rows.map((r) => r.clockIn.toISOString())).toEqual(cards.map((c) => c.clock_in));
    const after = await sheetById(sheet.id);
    expect(Number(after.regularHours)).toBe(40);
    expect(Number(after.overtimeHours)).toBe(5);
    expect(data.bill_total).toBeCloseTo(40 * 26 + 5 * 26 * 1.5, 2);
    const [log] = await logsOf(sheet.id);
    expect(log).toMatchObject({ action: 'edit', fromStatus: 'pending', toStatus: 'pending' });
  });

  it('breaks are subtracted before the overtime split', async () => {
    const sheet = await acme({ status: 'submitted' });
    const data = await saved(await putOne(recruiter, sheet.id, { timecards: week(sheet.weekStart, 5, 9, 30) })); // 5 × 8.5 = 42.5 h
    expect(data.regular_hours).toBe(40);
    expect(data.overtime_hours).toBe(2.5);
    expect(data.status).toBe('submitted');
  });

  it('keeps a card given by _id (updated in place), drops the ones left out, adds new ones', async () => {
    const sheet = await acme({ status: 'pending', cards: 3 });
    const [first, second] = atLeast(await cardsOf(sheet.id), 2);
    const data = await saved(
      await putOne(admin, sheet.id, {
        timecards: [
          {
            _id: first.id,
            clock_in: first.clockIn.toISOString(),
            clock_out: new Date(first.clockIn.getTime() + 4 * 3_600_000).toISOString(),
            break_minutes: 0,
          },
          { clock_in: at(sheet.weekStart, 4, 9), clock_out: at(sheet.weekStart, 4, 15), break_minutes: 15 },
        ],
      }),
    );
    expect(data.timecards).toHaveLength(2);
    expect(data.timecards[0]!._id).toBe(first.id);
    expect(data.timecards[0]!.hours).toBe(4);
    expect(data.timecards[1]!.hours).toBe(5.75);
    expect(data.regular_hours).toBe(9.75);
    expect(data.overtime_hours).toBe(0);
    expect((await cardsOf(sheet.id)).some((c) => c.id === second.id)).toBe(false);
  });

  it('an empty list clears the timecards and the hours', async () => {
    const sheet = await acme({ status: 'pending', cards: 2 });
    const data = await saved(await putOne(admin, sheet.id, { timecards: [] }));
    expect(data.timecards).toEqual([]);
    expect(data.total_hours).toBe(0);
  });

  it('overlapping cards → 400 with errors; nothing saved', async () => {
    const sheet = await acme({ status: 'pending', cards: 2 });
    const res = await putOne(admin, sheet.id, {
      timecards: [
        { clock_in: at(sheet.weekStart, 1, 8), clock_out: at(sheet.weekStart, 1, 16), break_minutes: 0 },
        { clock_in: at(sheet.weekStart, 1, 15), clock_out: at(sheet.weekStart, 1, 20), break_minutes: 0 },
      ],
    });
    const body = (await expectError(res, 400, 'bad_request')) as ErrorBody;
    expect(body.errors).toEqual({ 'timecards.1': 'timecards overlap' });
    expect(await cardsOf(sheet.id)).toHaveLength(2);
    expect(Number((await sheetById(sheet.id)).regularHours)).toBe(16);
    expect(await logsOf(sheet.id)).toHaveLength(0);
  });

  it('clock_out before clock_in → 400', async () => {
    const sheet = await acme({ status: 'pending' });
    const body = (await expectError(
      await putOne(admin, sheet.id, {
        timecards: [{ clock_in: at(sheet.weekStart, 2, 17), clock_out: at(sheet.weekStart, 2, 9), break_minutes: 0 }],
      }),
      400,
      'bad_request',
    )) as ErrorBody;
    expect(body.errors?.['timecards.0']).toMatch(/after clock-in/);
  });

  it('a break as long as the card → 400', async () => {
    const sheet = await acme({ status: 'pending' });
    const body = (await expectError(
      await putOne(admin, sheet.id, {
        timecards: [{ clock_in: at(sheet.weekStart, 2, 9), clock_out: at(sheet.weekStart, 2, 11), break_minutes: 180 }],
      }),
      400,
      'bad_request',
    )) as ErrorBody;
    expect(body.errors?.['timecards.0']).toMatch(/break/);
  });

  it('a card outside the week, one over 24 h, a bad date or negative break → 400', async () => {
    const sheet = await acme({ status: 'pending' });
    const bad = [
      { clock_in: at(sheet.weekStart, 14, 9), clock_out: at(sheet.weekStart, 14, 17), break_minutes: 0 },
      { clock_in: at(sheet.weekStart, 1, 0), clock_out: at(sheet.weekStart, 2, 1), break_minutes: 0 },
      { clock_in: 'monday 9am', clock_out: at(sheet.weekStart, 1, 17), break_minutes: 0 },
      { clock_in: at(sheet.weekStart, 1, 9), clock_out: at(sheet.weekStart, 1, 17), break_minutes: -5 },
      { clock_in: at(sheet.weekStart, 1, 9), clock_out: at(sheet.weekStart, 1, 17) },
    ];
    for (const card of bad) await expectError(await putOne(admin, sheet.id, { timecards: [card] }), 400, 'bad_request');
    expect(await cardsOf(sheet.id)).toHaveLength(0);
  });

  it("a timecard _id that is not this timesheet's → 404", async () => {
    const sheet = await acme({ status: 'pending' });
    const other = await acme({ status: 'pending', cards: 1 });
    const card = (await cardsOf(other.id))[0]!;
    await expectError(
      await putOne(admin, sheet.id, {
        timecards: [{ _id: card.id, clock_in: at(sheet.weekStart, 0, 8), clock_out: at(sheet.weekStart, 0, 12), break_minutes: 0 }],
      }),
      404,
      'not_found',
    );
    expect((await cardsOf(other.id))[0]!.clockIn.getTime()).toBe(card.clockIn.getTime());
  });

  it('a locked, an archived or an approved timesheet → 409, unchanged', async () => {
    for (const f of [{ status: 'pending', locked: true }, { status: 'submitted', archived: true }, { status: 'approved' }] as const) {
      const sheet = await acme({ ...f, cards: 1 });
      const res = await putOne(admin, sheet.id, { timecards: week(sheet.weekStart, 2, 8), manager: 'Someone Else' });
      const body = await expectError(res, 409, 'conflict');
      expect(body.message).toMatch(/locked|archived|approved/);
      const after = await sheetById(sheet.id);
      expect(after.manager).toBe('Site Manager');
      expect(await cardsOf(sheet.id)).toHaveLength(1);
    }
  });

  it('a rejected timesheet returns to pending on edit', async () => {
    const sheet = await acme({ status: 'rejected', comment: 'Wrong hours', cards: 2 });
    const data = await saved(await putOne(admin, sheet.id, { timecards: week(sheet.weekStart, 3, 8) }));
    expect(data.status).toBe('pending');
    expect(data.regular_hours).toBe(24);
    const [log] = await logsOf(sheet.id);
    expect(log).toMatchObject({ action: 'edit', fromStatus: 'rejected', toStatus: 'pending' });
  });

  it('an edit and a status in one call: rejected → (edit) pending → submitted', async () => {
    const sheet = await acme({ status: 'rejected', comment: 'Wrong hours' });
    const data = await saved(await putOne(admin, sheet.id, { timecards: week(sheet.weekStart, 1, 6), status: 'submitted' }));
    expect(data.status).toBe('submitted');
    expect(data.submitted_at).not.toBeNull();
    expect((await logsOf(sheet.id)).map((l) => [l.action, l.fromStatus, l.toStatus])).toEqual([
      ['edit', 'rejected', 'pending'],
      ['submit', 'pending', 'submitted'],
    ]);
  });

  it('is all or nothing: an edit with a status the timesheet cannot take changes nothing', async () => {
    const sheet = await acme({ status: 'pending', cards: 1 });
    await expectError(
      await putOne(admin, sheet.id, { manager: 'New Lead', timecards: week(sheet.weekStart, 2, 8), status: 'approved' }),
      409,
      'conflict',
    );
    const after = await sheetById(sheet.id);
    expect(after.manager).toBe('Site Manager');
    expect(after.status).toBe('pending');
    expect(await cardsOf(sheet.id)).toHaveLength(1);
    expect(await logsOf(sheet.id)).toHaveLength(0);
  });
});

describe('PUT /client-portal/timesheets/v2/{id}: manager, comment and status', () => {
  it('saves manager and comment', async () => {
    const sheet = await acme({ status: 'submitted' });
    const data = await saved(await putOne(admin, sheet.id, { manager: '  Dana Lead ', comment: 'Checked with the site' }));
    expect(data.manager).toBe('Dana Lead');
    expect(data.comment).toBe('Checked with the site');
    expect(data.status).toBe('submitted');
    const after = await sheetById(sheet.id);
    expect(after.manager).toBe('Dana Lead');
    expect(after.comment).toBe('Checked with the site');
    const cleared = await saved(await putOne(admin, sheet.id, { comment: null }));
    expect(cleared.comment).toBeNull();
    expect(cleared.manager).toBe('Dana Lead');
  });

  it("a contact approves a submitted timesheet with {status:'approved'}", async () => {
    const sheet = await acme({ status: 'submitted' });
    const data = await saved(await putOne(contact, sheet.id, { status: 'approved' }));
    expect(data.status).toBe('approved');
    expect(data.approved_at).not.toBeNull();
    expect(data.allowed_actions).toEqual([]);
    const logs = await logsOf(sheet.id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ action: 'approve', userId: contactUserId, fromStatus: 'submitted', toStatus: 'approved' });
  });

  it("{status:'rejected'} needs a comment (400 without); with one the comment is stored", async () => {
    const sheet = await acme({ status: 'submitted' });
    await expectError(await putOne(contact, sheet.id, { status: 'rejected' }), 400, 'bad_request');
    await expectError(await putOne(contact, sheet.id, { status: 'rejected', comment: '' }), 400, 'bad_request');
    expect((await sheetById(sheet.id)).status).toBe('submitted');
    const data = await saved(await putOne(contact, sheet.id, { status: 'rejected', comment: 'Thursday is missing' }));
    expect(data.status).toBe('rejected');
    expect(data.comment).toBe('Thursday is missing');
    expect((await logsOf(sheet.id))[0]).toMatchObject({ action: 'reject', comment: 'Thursday is missing' });
  });

  it('a status the timesheet cannot move to → 409 (approving a pending one, submitting an approved one)', async () => {
    const pending = await acme({ status: 'pending' });
    await expectError(await putOne(admin, pending.id, { status: 'approved' }), 409, 'conflict');
    expect((await sheetById(pending.id)).status).toBe('pending');
    const approved = await acme({ status: 'approved' });
    await expectError(await putOne(admin, approved.id, { status: 'submitted' }), 409, 'conflict');
    const submitted = await saved(await putOne(recruiter, pending.id, { status: 'submitted' }));
    expect(submitted.status).toBe('submitted');
  });

  it('bad input → 400: empty body, unknown status, malformed JSON, manager too long', async () => {
    const sheet = await acme({ status: 'submitted' });
    await expectError(await putOne(admin, sheet.id, {}), 400, 'bad_request');
    await expectError(await putOne(admin, sheet.id, { status: 'pending' }), 400, 'bad_request');
    await expectError(await putOne(admin, sheet.id, { status: 'archived' }), 400, 'bad_request');
    await expectError(
      await call(one.PUT, 'PUT', path(sheet.id), { token: admin, params: { id: sheet.id }, rawBody: '{"manager":' }),
      400,
      'bad_request',
    );
    await expectError(await putOne(admin, sheet.id, { manager: 'x'.repeat(121) }), 400, 'bad_request');
    await expectError(await putOne(admin, sheet.id, { timecards: 'all of them' }), 400, 'bad_request');
    expect((await sheetById(sheet.id)).status).toBe('submitted');
  });

  it('another tenant, a location not assigned to the contact, or a non-uuid → 404', async () => {
    const foreign = await makeTimesheet({ tenantId: globexId, locationId: globexLoc, status: 'submitted' });
    await expectError(await putOne(admin, foreign.id, { status: 'approved' }), 404, 'not_found');
    expect((await sheetById(foreign.id)).status).toBe('submitted');
    const outside = await acme({ status: 'submitted', locationId: otherLoc });
    await expectError(await putOne(contact, outside.id, { status: 'approved' }), 404, 'not_found');
    expect((await sheetById(outside.id)).status).toBe('submitted');
    await expectError(await putOne(admin, 'abc', { manager: 'x' }), 404, 'not_found');
  });
});

describe('a Company Contact may approve or reject but not edit', () => {
  // RULES.edit (and submit) are STAFF only. The route lets every role in (a contact may approve through
  // it) and the service refuses a role the transition table does not name with 403 (DESIGN.md §4).
  it('editing timecards → refused with 403 "Your role may not edit", nothing changed', async () => {
    const sheet = await acme({ status: 'submitted', cards: 2 });
    const body = await expectError(await putOne(contact, sheet.id, { timecards: week(sheet.weekStart, 1, 8) }), 403, 'forbidden');
    expect(body.message).toBe('Your role may not edit timesheets');
    expect(await cardsOf(sheet.id)).toHaveLength(2);
    expect(await logsOf(sheet.id)).toHaveLength(0);
  });

  it('changing the manager or only the comment is an edit too → refused the same way', async () => {
    const sheet = await acme({ status: 'submitted' });
    await expectError(await putOne(contact, sheet.id, { manager: 'Casey' }), 403, 'forbidden');
    await expectError(await putOne(contact, sheet.id, { comment: 'looks fine' }), 403, 'forbidden');
    const after = await sheetById(sheet.id);
    expect(after.manager).toBe('Site Manager');
    expect(after.comment).toBeNull();
  });

  it('submitting through the update call is refused the same way', async () => {
    const sheet = await acme({ status: 'pending' });
    const body = await expectError(await putOne(contact, sheet.id, { status: 'submitted' }), 403, 'forbidden');
    expect(body.message).toBe('Your role may not submit timesheets');
    expect((await sheetById(sheet.id)).status).toBe('pending');
  });
});
