import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as count from '@/app/api/main/client-portal/timesheets/count/[status]/route';
import * as payrollOne from '@/app/api/main/client-portal/timesheets/payroll/[id]/route';
import * as payroll from '@/app/api/main/client-portal/timesheets/payroll/route';
import * as submit from '@/app/api/main/client-portal/timesheets/submit/route';
import * as one from '@/app/api/main/client-portal/timesheets/v2/[id]/route';
import * as invoiceOne from '@/app/api/main/client-portal/timesheets/v2/invoice/[id]/route';
import * as invoice from '@/app/api/main/client-portal/timesheets/v2/invoice/route';
import * as toggle from '@/app/api/main/client-portal/timesheets/v2/invoice/toggle/route';
import * as lock from '@/app/api/main/client-portal/timesheets/v2/lock/route';
import * as markOne from '@/app/api/main/client-portal/timesheets/v2/mark/[id]/route';
import * as mark from '@/app/api/main/client-portal/timesheets/v2/mark/route';
import * as rejectOne from '@/app/api/main/client-portal/timesheets/v2/reject/[id]/route';
import * as reject from '@/app/api/main/client-portal/timesheets/v2/reject/route';
import * as restore from '@/app/api/main/client-portal/timesheets/v2/restore/route';
import * as list from '@/app/api/main/client-portal/timesheets/v2/route';
import * as unlock from '@/app/api/main/client-portal/timesheets/v2/unlock/route';
import { db } from '@/lib/db/client';
import { timesheets } from '@/lib/db/schema';
import type { StatusCounts } from '@/lib/timesheets/types';
import type { TimesheetRow } from '@/lib/timesheets/schema';
import { call, expectError, json, userByEmail, type CallOptions } from './helpers';
import {
  contactLocationIds,
  type ErrorBody,
  type ListBody,
  logsOf,
  makeTimesheet,
  sheetById,
  type SheetFixture,
  signInAs,
  tenantBySlug,
  unassignedLocation,
} from './time-helpers';

type Handler = Parameters<typeof call>[0];
type CountData = { data: { count: number }; message: string };

let admin = '';
let superadmin = '';
let recruiter = '';
let contact = '';
let globexAdmin = '';
let acmeId = '';
let globexId = '';
let contactUserId = '';
let adminUserId = '';
let myLoc = '';
let otherLoc = '';
let globexLoc = '';

beforeAll(async () => {
  [admin, superadmin, recruiter, contact, globexAdmin] = await Promise.all([
    signInAs('admin@acme.test'),
    signInAs('superadmin@acme.test'),
    signInAs('recruiter@acme.test'),
    signInAs('contact@acme.test'),
    signInAs('admin@globex.test'),
  ]);
  acmeId = (await tenantBySlug('acme')).id;
  globexId = (await tenantBySlug('globex')).id;
  contactUserId = (await userByEmail('contact@acme.test')).user.id;
  adminUserId = (await userByEmail('admin@acme.test')).user.id;
  myLoc = (await contactLocationIds('acme'))[0]!;
  otherLoc = await unassignedLocation('acme');
  globexLoc = (await contactLocationIds('globex'))[0]!;
});

/** A fresh acme timesheet at one of the contact's locations (unless told otherwise). */
const acme = (f: Omit<SheetFixture, 'tenantId' | 'locationId'> & { locationId?: string } = {}) =>
  makeTimesheet({ tenantId: acmeId, locationId: myLoc, ...f });
const globex = (f: Omit<SheetFixture, 'tenantId' | 'locationId'> = {}) =>
  makeTimesheet({ tenantId: globexId, locationId: globexLoc, ...f });

function act(handler: Handler, method: string, token: string, body: unknown, id?: string, extra: CallOptions = {}) {
  const path = id ? `/api/main/client-portal/timesheets/x/${id}` : '/api/main/client-portal/timesheets/x';
  return call(handler, method, path, { token, body, params: id ? { id } : {}, ...extra });
}

async function ok(res: Response) {
  const body = await json<CountData>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
}

async function tabCount(token: string, status: string) {
  const res = await call(count.GET, 'GET', `/api/main/client-portal/timesheets/count/${status}`, { token, params: { status } });
  return (await json<{ data: { count: number; counts: StatusCounts } }>(res)).data.count;
}

describe('PUT v2/mark (approve)', () => {
  it('a contact approves a submitted timesheet at an assigned location; approving again is 409', async () => {
    const sheet = await acme({ status: 'submitted', cards: 3 });
    const before = Date.now();
    const body = await ok(await act(mark.PUT, 'PUT', contact, { timesheet_ids: [sheet.id] }));
    expect(body.data.count).toBe(1);
    expect(body.message).toMatch(/1 timesheet approved/);
    const after = await sheetById(sheet.id);
    expect(after.status).toBe('approved');
    expect(after.approvedAt).not.toBeNull();
    expect(after.approvedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const logs = await logsOf(sheet.id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      action: 'approve',
      userId: contactUserId,
      fromStatus: 'submitted',
      toStatus: 'approved',
      tenantId: acmeId,
    });

    const again = await expectError(await act(mark.PUT, 'PUT', contact, { timesheet_ids: [sheet.id] }), 409, 'conflict');
    expect(again.message).toMatch(/approved/);
    expect(await logsOf(sheet.id)).toHaveLength(1);
  });

  it('approves several at once', async () => {
    const a = await acme({ status: 'submitted' });
    const b = await acme({ status: 'submitted', locationId: otherLoc });
    const body = await ok(await act(mark.PUT, 'PUT', admin, { timesheet_ids: [a.id, b.id] }));
    expect(body.data.count).toBe(2);
    expect((await sheetById(a.id)).status).toBe('approved');
    expect((await sheetById(b.id)).status).toBe('approved');
  });

  it('refuses pending, rejected, locked and archived timesheets with 409', async () => {
    for (const f of [
      { status: 'pending' },
      { status: 'rejected' },
      { status: 'submitted', locked: true },
      { status: 'submitted', archived: true },
    ] as const) {
      const sheet = await acme(f);
      await expectError(await act(mark.PUT, 'PUT', admin, { timesheet_ids: [sheet.id] }), 409, 'conflict');
      expect((await sheetById(sheet.id)).status, JSON.stringify(f)).toBe(f.status);
    }
  });

  it('bulk is all or nothing: [submitted, approved] → 409 keyed by the approved id, nothing changed, no log', async () => {
    const submitted = await acme({ status: 'submitted' });
    const approved = await acme({ status: 'approved' });
    const res = await act(mark.PUT, 'PUT', admin, { timesheet_ids: [submitted.id, approved.id] });
    const body = await json<ErrorBody>(res);
    expect(res.status).toBe(409);
    expect(body.error_code).toBe('conflict');
    expect(body.message).toMatch(/nothing was changed/);
    expect(Object.keys(body.errors ?? {})).toEqual([approved.id]);
    expect(body.errors?.[approved.id]).toMatch(/approved/);
    expect((await sheetById(submitted.id)).status).toBe('submitted');
    expect((await sheetById(submitted.id)).approvedAt).toBeNull();
    expect(await logsOf(submitted.id)).toHaveLength(0);
    expect(await logsOf(approved.id)).toHaveLength(0);
  });

  it('a contact acting on a timesheet of a location not assigned → 404, unchanged', async () => {
    const sheet = await acme({ status: 'submitted', locationId: otherLoc });
    const body = await expectError(await act(mark.PUT, 'PUT', contact, { timesheet_ids: [sheet.id] }), 404, 'not_found');
    expect(body.message).toContain(sheet.id);
    expect((await sheetById(sheet.id)).status).toBe('submitted');
  });

  it("a contact's bulk with one id outside their locations changes none of them", async () => {
    const mine = await acme({ status: 'submitted' });
    const notMine = await acme({ status: 'submitted', locationId: otherLoc });
    await expectError(await act(mark.PUT, 'PUT', contact, { timesheet_ids: [mine.id, notMine.id] }), 404);
    expect((await sheetById(mine.id)).status).toBe('submitted');
  });

  it('globex ids from an acme session → 404 and the globex row is unchanged', async () => {
    const foreign = await globex({ status: 'submitted' });
    await expectError(await act(mark.PUT, 'PUT', admin, { timesheet_ids: [foreign.id] }), 404, 'not_found');
    await expectError(await act(markOne.PUT, 'PUT', admin, undefined, foreign.id), 404, 'not_found');
    const after = await sheetById(foreign.id);
    expect(after.status).toBe('submitted');
    expect(after.updatedAt.getTime()).toBe(foreign.updatedAt.getTime());
    expect(await logsOf(foreign.id)).toHaveLength(0);
    // The globex admin can approve it: the row was only out of reach, not broken.
    await ok(await act(mark.PUT, 'PUT', globexAdmin, { timesheet_ids: [foreign.id] }));
  });

  it('bad input → 400: malformed JSON, non-uuid ids, empty array, missing ids', async () => {
    const sheet = await acme({ status: 'submitted' });
    await expectError(await act(mark.PUT, 'PUT', admin, undefined, undefined, { rawBody: '{"timesheet_ids": [' }), 400, 'bad_request');
    await expectError(await act(mark.PUT, 'PUT', admin, { timesheet_ids: ['1', 'two'] }), 400, 'bad_request');
    await expectError(await act(mark.PUT, 'PUT', admin, { timesheet_ids: [] }), 400, 'bad_request');
    await expectError(await act(mark.PUT, 'PUT', admin, {}), 400, 'bad_request');
    await expectError(await act(mark.PUT, 'PUT', admin, { timesheet_ids: sheet.id }), 400, 'bad_request');
    expect((await sheetById(sheet.id)).status).toBe('submitted');
  });

  it('no session → 401', async () => {
    const res = await call(mark.PUT, 'PUT', '/api/main/client-portal/timesheets/v2/mark', { body: { timesheet_ids: [] } });
    await expectError(res, 401, 'unauthorized_access');
  });
});

describe('PUT v2/mark/{id}', () => {
  it('approves the timesheet named in the path (body not needed)', async () => {
    const sheet = await acme({ status: 'submitted' });
    const body = await ok(await act(markOne.PUT, 'PUT', admin, undefined, sheet.id));
    expect(body.data.count).toBe(1);
    expect((await sheetById(sheet.id)).status).toBe('approved');
    const [log] = await logsOf(sheet.id);
    expect(log).toMatchObject({ action: 'approve', userId: adminUserId });
  });

  it('a non-uuid path id → 404; an approved one → 409', async () => {
    await expectError(await act(markOne.PUT, 'PUT', admin, undefined, 'abc'), 404);
    const sheet = await acme({ status: 'approved' });
    await expectError(await act(markOne.PUT, 'PUT', admin, undefined, sheet.id), 409, 'conflict');
  });
});

describe('PUT v2/reject', () => {
  it('requires a comment (400 without), then rejects and stores it', async () => {
    const sheet = await acme({ status: 'submitted' });
    await expectError(await act(reject.PUT, 'PUT', contact, { timesheet_ids: [sheet.id] }), 400, 'bad_request');
    await expectError(await act(reject.PUT, 'PUT', contact, { timesheet_ids: [sheet.id], comment: '   ' }), 400, 'bad_request');
    expect((await sheetById(sheet.id)).status).toBe('submitted');

    await ok(await act(reject.PUT, 'PUT', contact, { timesheet_ids: [sheet.id], comment: 'Tuesday hours are wrong' }));
    const after = await sheetById(sheet.id);
    expect(after.status).toBe('rejected');
    expect(after.comment).toBe('Tuesday hours are wrong');
    const [log] = await logsOf(sheet.id);
    expect(log).toMatchObject({
      action: 'reject',
      fromStatus: 'submitted',
      toStatus: 'rejected',
      comment: 'Tuesday hours are wrong',
      userId: contactUserId,
    });
  });

  it('PUT v2/reject/{id} rejects the path id; rejecting an approved one → 409', async () => {
    const sheet = await acme({ status: 'submitted' });
    await ok(await act(rejectOne.PUT, 'PUT', admin, { comment: 'Missing Friday' }, sheet.id));
    expect((await sheetById(sheet.id)).status).toBe('rejected');
    const approved = await acme({ status: 'approved' });
    await expectError(await act(rejectOne.PUT, 'PUT', admin, { comment: 'late' }, approved.id), 409, 'conflict');
    expect((await sheetById(approved.id)).status).toBe('approved');
  });

  it('another tenant → 404; a comment over 1000 characters → 400', async () => {
    const foreign = await globex({ status: 'submitted' });
    await expectError(await act(reject.PUT, 'PUT', admin, { timesheet_ids: [foreign.id], comment: 'no' }), 404);
    expect((await sheetById(foreign.id)).status).toBe('submitted');
    const sheet = await acme({ status: 'submitted' });
    await expectError(await act(reject.PUT, 'PUT', admin, { timesheet_ids: [sheet.id], comment: 'x'.repeat(1001) }), 400);
  });
});

describe('POST submit', () => {
  it('moves pending → submitted with submitted_at and a log', async () => {
    const sheet = await acme({ status: 'pending', cards: 2 });
    const body = await ok(await act(submit.POST, 'POST', recruiter, { timesheet_ids: [sheet.id] }));
    expect(body.message).toMatch(/1 timesheet submitted/);
    const after = await sheetById(sheet.id);
    expect(after.status).toBe('submitted');
    expect(after.submittedAt).not.toBeNull();
    expect((await logsOf(sheet.id))[0]).toMatchObject({ action: 'submit', fromStatus: 'pending', toStatus: 'submitted' });
  });

  it('a contact → 403; a submitted one → 409; another tenant → 404; bad ids → 400', async () => {
    const sheet = await acme({ status: 'pending' });
    await expectError(await act(submit.POST, 'POST', contact, { timesheet_ids: [sheet.id] }), 403, 'forbidden');
    expect((await sheetById(sheet.id)).status).toBe('pending');
    const submitted = await acme({ status: 'submitted' });
    await expectError(await act(submit.POST, 'POST', admin, { timesheet_ids: [submitted.id] }), 409, 'conflict');
    const foreign = await globex({ status: 'pending' });
    await expectError(await act(submit.POST, 'POST', admin, { timesheet_ids: [foreign.id] }), 404);
    expect((await sheetById(foreign.id)).status).toBe('pending');
    await expectError(await act(submit.POST, 'POST', admin, { timesheet_ids: ['nope'] }), 400, 'bad_request');
  });
});

describe('PUT v2/invoice and v2/invoice/toggle', () => {
  it('invoices an approved timesheet to the client; again → 409', async () => {
    const sheet = await acme({ status: 'approved' });
    await ok(await act(invoice.PUT, 'PUT', admin, { timesheet_ids: [sheet.id] }));
    const after = await sheetById(sheet.id);
    expect(after.invoicedClient).toBe(true);
    expect(after.invoicedVendor).toBe(false);
    expect(after.status).toBe('approved');
    expect((await logsOf(sheet.id))[0]).toMatchObject({ action: 'invoice', comment: 'invoiced (client)' });
    await expectError(await act(invoice.PUT, 'PUT', admin, { timesheet_ids: [sheet.id] }), 409, 'conflict');
  });

  it('PUT v2/invoice/{id} with type vendor sets only the vendor flag', async () => {
    const sheet = await acme({ status: 'approved' });
    await ok(await act(invoiceOne.PUT, 'PUT', recruiter, { type: 'vendor' }, sheet.id));
    const after = await sheetById(sheet.id);
    expect(after.invoicedVendor).toBe(true);
    expect(after.invoicedClient).toBe(false);
  });

  it('a timesheet invoiced to the client can still be invoiced to the vendor, once', async () => {
    const sheet = await acme({ status: 'approved', invoicedClient: true });
    await ok(await act(invoice.PUT, 'PUT', admin, { timesheet_ids: [sheet.id], type: 'vendor' }));
    expect((await sheetById(sheet.id)).invoicedVendor).toBe(true);
    await expectError(await act(invoice.PUT, 'PUT', admin, { timesheet_ids: [sheet.id], type: 'vendor' }), 409, 'conflict');
  });

  it('invoicing to the vendor twice → 409 the second time (one vendor invoice per timesheet)', async () => {
    const sheet = await acme({ status: 'approved' });
    await ok(await act(invoice.PUT, 'PUT', admin, { timesheet_ids: [sheet.id], type: 'vendor' }));
    await expectError(await act(invoice.PUT, 'PUT', admin, { timesheet_ids: [sheet.id], type: 'vendor' }), 409, 'conflict');
    expect((await logsOf(sheet.id)).filter((l) => l.action === 'invoice')).toHaveLength(1);
  });

  it('invoicing a non-approved timesheet → 409; a contact → 403; bad type → 400; another tenant → 404', async () => {
    const submitted = await acme({ status: 'submitted' });
    await expectError(await act(invoice.PUT, 'PUT', admin, { timesheet_ids: [submitted.id] }), 409, 'conflict');
    expect((await sheetById(submitted.id)).invoicedClient).toBe(false);
    const approved = await acme({ status: 'approved' });
    await expectError(await act(invoice.PUT, 'PUT', contact, { timesheet_ids: [approved.id] }), 403, 'forbidden');
    await expectError(await act(invoice.PUT, 'PUT', admin, { timesheet_ids: [approved.id], type: 'agency' }), 400, 'bad_request');
    const foreign = await globex({ status: 'approved' });
    await expectError(await act(invoice.PUT, 'PUT', admin, { timesheet_ids: [foreign.id] }), 404);
    expect((await sheetById(foreign.id)).invoicedClient).toBe(false);
  });

  it('toggle flips the flag of the given type, and back', async () => {
    const sheet = await acme({ status: 'approved', invoicedClient: true });
    await ok(await act(toggle.PUT, 'PUT', admin, { type: 'client', timesheet_ids: [sheet.id] }));
    let after = await sheetById(sheet.id);
    expect(after.invoicedClient).toBe(false);
    expect(after.invoicedVendor).toBe(false);
    await ok(await act(toggle.PUT, 'PUT', admin, { type: 'vendor', timesheet_ids: [sheet.id] }));
    after = await sheetById(sheet.id);
    expect(after.invoicedVendor).toBe(true);
    expect(after.invoicedClient).toBe(false);
    await ok(await act(toggle.PUT, 'PUT', admin, { type: 'client', timesheet_ids: [sheet.id] }));
    expect((await sheetById(sheet.id)).invoicedClient).toBe(true);
    expect((await logsOf(sheet.id)).map((l) => l.action)).toEqual(['invoice_toggle', 'invoice_toggle', 'invoice_toggle']);
  });

  it('toggle: non-approved → 409; missing type → 400; contact → 403; another tenant → 404', async () => {
    const pending = await acme({ status: 'pending' });
    await expectError(await act(toggle.PUT, 'PUT', admin, { type: 'client', timesheet_ids: [pending.id] }), 409, 'conflict');
    expect((await sheetById(pending.id)).invoicedClient).toBe(false);
    const approved = await acme({ status: 'approved' });
    await expectError(await act(toggle.PUT, 'PUT', admin, { timesheet_ids: [approved.id] }), 400, 'bad_request');
    await expectError(await act(toggle.PUT, 'PUT', contact, { type: 'client', timesheet_ids: [approved.id] }), 403);
    const foreign = await globex({ status: 'approved' });
    await expectError(await act(toggle.PUT, 'PUT', admin, { type: 'client', timesheet_ids: [foreign.id] }), 404);
    expect((await sheetById(foreign.id)).invoicedClient).toBe(false);
  });
});

describe('PUT v2/lock and v2/unlock', () => {
  it('a recruiter may lock but not unlock; an admin unlocks', async () => {
    const sheet = await acme({ status: 'approved' });
    await ok(await act(lock.PUT, 'PUT', recruiter, { timesheet_ids: [sheet.id] }));
    expect((await sheetById(sheet.id)).locked).toBe(true);
    await expectError(await act(lock.PUT, 'PUT', admin, { timesheet_ids: [sheet.id] }), 409, 'conflict');
    await expectError(await act(unlock.PUT, 'PUT', recruiter, { timesheet_ids: [sheet.id] }), 403, 'forbidden');
    expect((await sheetById(sheet.id)).locked).toBe(true);
    await ok(await act(unlock.PUT, 'PUT', admin, { timesheet_ids: [sheet.id] }));
    expect((await sheetById(sheet.id)).locked).toBe(false);
    expect((await logsOf(sheet.id)).map((l) => l.action)).toEqual(['lock', 'unlock']);
  });

  it('unlocking a timesheet that is not locked → 409; a contact locking → 403', async () => {
    const sheet = await acme({ status: 'submitted' });
    await expectError(await act(unlock.PUT, 'PUT', superadmin, { timesheet_ids: [sheet.id] }), 409, 'conflict');
    await expectError(await act(lock.PUT, 'PUT', contact, { timesheet_ids: [sheet.id] }), 403, 'forbidden');
  });

  it('a locked timesheet cannot be approved until unlocked', async () => {
    const sheet = await acme({ status: 'submitted' });
    await ok(await act(lock.PUT, 'PUT', admin, { timesheet_ids: [sheet.id] }));
    const refused = await expectError(await act(mark.PUT, 'PUT', contact, { timesheet_ids: [sheet.id] }), 409, 'conflict');
    expect(refused.message).toMatch(/locked/);
    await ok(await act(unlock.PUT, 'PUT', admin, { timesheet_ids: [sheet.id] }));
    await ok(await act(mark.PUT, 'PUT', contact, { timesheet_ids: [sheet.id] }));
  });

  it('another tenant → 404 (globex row stays unlocked); bad ids → 400', async () => {
    const foreign = await globex({ status: 'approved' });
    await expectError(await act(lock.PUT, 'PUT', admin, { timesheet_ids: [foreign.id] }), 404);
    expect((await sheetById(foreign.id)).locked).toBe(false);
    await expectError(await act(lock.PUT, 'PUT', admin, { timesheet_ids: [42] }), 400, 'bad_request');
    await expectError(await act(unlock.PUT, 'PUT', admin, undefined, undefined, { rawBody: 'not json' }), 400, 'bad_request');
  });
});

describe('DELETE v2 (archive) and PUT v2/restore', () => {
  const listIds = async (token: string, query: Record<string, string>) => {
    const res = await call(list.GET, 'GET', `/api/main/client-portal/timesheets/v2?${new URLSearchParams({ per_page: '100', ...query })}`, {
      token,
    });
    return (await json<ListBody<TimesheetRow>>(res)).data.map((r) => r._id);
  };

  it('archives with timesheet_ids: the archived tab grows by exactly that many and the rows leave the default list', async () => {
    const a = await acme({ status: 'approved' });
    const b = await acme({ status: 'pending' });
    const archivedBefore = await tabCount(admin, 'archived');
    const allBefore = await tabCount(admin, 'all');
    const body = await ok(await act(list.DELETE, 'DELETE', admin, { timesheet_ids: [a.id, b.id] }));
    expect(body.data.count).toBe(2);
    expect(await tabCount(admin, 'archived')).toBe(archivedBefore + 2);
    expect(await tabCount(admin, 'all')).toBe(allBefore - 2);
    for (const s of [a, b]) {
      const after = await sheetById(s.id);
      expect(after.archivedAt).not.toBeNull();
      expect(after.status).toBe(s.status);
      const range = `${s.weekStart} to ${s.weekStart}`;
      expect(await listIds(admin, { dateRange: range, location: myLoc })).not.toContain(s.id);
      expect(await listIds(admin, { dateRange: range, location: myLoc, status: 'archived' })).toContain(s.id);
    }
    expect((await logsOf(a.id))[0]).toMatchObject({ action: 'archive' });
  });

  it('DELETE v2/{id} archives one; a contact → 403; archiving again → 409', async () => {
    const sheet = await acme({ status: 'submitted' });
    await expectError(await act(one.DELETE, 'DELETE', contact, undefined, sheet.id), 403, 'forbidden');
    const archivedBefore = await tabCount(admin, 'archived');
    await ok(await act(one.DELETE, 'DELETE', recruiter, undefined, sheet.id));
    expect(await tabCount(admin, 'archived')).toBe(archivedBefore + 1);
    expect((await sheetById(sheet.id)).archivedAt).not.toBeNull();
    await expectError(await act(one.DELETE, 'DELETE', admin, undefined, sheet.id), 409, 'conflict');
    expect(await tabCount(admin, 'archived')).toBe(archivedBefore + 1);
  });

  it('a locked timesheet cannot be archived; another tenant → 404; bad ids → 400', async () => {
    const locked = await acme({ status: 'approved', locked: true });
    await expectError(await act(list.DELETE, 'DELETE', admin, { timesheet_ids: [locked.id] }), 409, 'conflict');
    expect((await sheetById(locked.id)).archivedAt).toBeNull();
    const foreign = await globex({ status: 'approved' });
    await expectError(await act(list.DELETE, 'DELETE', admin, { timesheet_ids: [foreign.id] }), 404);
    await expectError(await act(one.DELETE, 'DELETE', admin, undefined, foreign.id), 404);
    expect((await sheetById(foreign.id)).archivedAt).toBeNull();
    await expectError(await act(list.DELETE, 'DELETE', admin, { timesheet_ids: [] }), 400, 'bad_request');
    await expectError(await act(list.DELETE, 'DELETE', admin, { timesheet_ids: ['x'] }), 400, 'bad_request');
    await expectError(await act(one.DELETE, 'DELETE', admin, undefined, 'not-a-uuid'), 404);
  });

  it('restore brings an archived timesheet back into the default list; restoring a live one → 409', async () => {
    const sheet = await acme({ status: 'approved', archived: true });
    const archivedBefore = await tabCount(admin, 'archived');
    await expectError(await act(restore.PUT, 'PUT', contact, { timesheet_ids: [sheet.id] }), 403, 'forbidden');
    await ok(await act(restore.PUT, 'PUT', admin, { timesheet_ids: [sheet.id] }));
    expect(await tabCount(admin, 'archived')).toBe(archivedBefore - 1);
    const after = await sheetById(sheet.id);
    expect(after.archivedAt).toBeNull();
    expect(after.status).toBe('approved');
    expect(await listIds(admin, { dateRange: `${sheet.weekStart} to ${sheet.weekStart}`, location: myLoc })).toContain(sheet.id);
    expect((await logsOf(sheet.id))[0]).toMatchObject({ action: 'restore' });
    await expectError(await act(restore.PUT, 'PUT', admin, { timesheet_ids: [sheet.id] }), 409, 'conflict');
  });

  it('restore: another tenant → 404; bad input → 400', async () => {
    const foreign = await globex({ status: 'approved', archived: true });
    await expectError(await act(restore.PUT, 'PUT', admin, { timesheet_ids: [foreign.id] }), 404);
    expect((await sheetById(foreign.id)).archivedAt).not.toBeNull();
    await expectError(await act(restore.PUT, 'PUT', admin, { timesheet_ids: 'all' }), 400, 'bad_request');
  });
});

describe('POST payroll and payroll/{id}', () => {
  it('marks approved timesheets exported with one batch; exporting again → 409', async () => {
    const a = await acme({ status: 'approved' });
    const b = await acme({ status: 'approved', locationId: otherLoc });
    const res = await act(payroll.POST, 'POST', admin, { timesheet_ids: [a.id, b.id], type: 'csv' });
    const body = await json<{ data: { batch: string; count: number }; message: string }>(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.data.count).toBe(2);
    expect(body.data.batch).toMatch(/^csv-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}$/);
    for (const s of [a, b]) {
      const after = await sheetById(s.id);
      expect(after.payrollExportedAt).not.toBeNull();
      expect(after.payrollBatch).toBe(body.data.batch);
      expect((await logsOf(s.id))[0]).toMatchObject({ action: 'payroll' });
    }
    await expectError(await act(payroll.POST, 'POST', admin, { timesheet_ids: [a.id], type: 'csv' }), 409, 'conflict');
    expect((await sheetById(a.id)).payrollBatch).toBe(body.data.batch);
  });

  it('POST payroll/{id} exports the path id', async () => {
    const sheet = await acme({ status: 'approved' });
    const res = await act(payrollOne.POST, 'POST', recruiter, { type: 'paychex' }, sheet.id);
    const body = await json<{ data: { batch: string; count: number } }>(res);
    expect(res.status).toBe(200);
    expect(body.data.count).toBe(1);
    expect(body.data.batch.startsWith('paychex-')).toBe(true);
    expect((await sheetById(sheet.id)).payrollBatch).toBe(body.data.batch);
  });

  it('a non-approved → 409; a contact → 403; missing or bad type → 400; another tenant → 404', async () => {
    const submitted = await acme({ status: 'submitted' });
    await expectError(await act(payroll.POST, 'POST', admin, { timesheet_ids: [submitted.id], type: 'csv' }), 409, 'conflict');
    expect((await sheetById(submitted.id)).payrollExportedAt).toBeNull();
    const approved = await acme({ status: 'approved' });
    await expectError(await act(payroll.POST, 'POST', contact, { timesheet_ids: [approved.id], type: 'csv' }), 403, 'forbidden');
    await expectError(await act(payroll.POST, 'POST', admin, { timesheet_ids: [approved.id] }), 400, 'bad_request');
    await expectError(await act(payrollOne.POST, 'POST', admin, { type: 'xml' }, approved.id), 400, 'bad_request');
    expect((await sheetById(approved.id)).payrollExportedAt).toBeNull();
    const foreign = await globex({ status: 'approved' });
    await expectError(await act(payroll.POST, 'POST', admin, { timesheet_ids: [foreign.id], type: 'csv' }), 404);
    expect((await sheetById(foreign.id)).payrollExportedAt).toBeNull();
  });
});

describe('the status tabs follow every action', () => {
  it("counts move between tabs as a timesheet goes pending → submitted → approved, within the contact's scope too", async () => {
    const sheet = await acme({ status: 'pending' });
    const snap = async (token: string) => ({
      pending: await tabCount(token, 'pending'),
      submitted: await tabCount(token, 'submitted'),
      approved: await tabCount(token, 'approved'),
    });
    const s0 = await snap(contact);
    await ok(await act(submit.POST, 'POST', admin, { timesheet_ids: [sheet.id] }));
    const s1 = await snap(contact);
    expect(s1).toEqual({ pending: s0.pending - 1, submitted: s0.submitted + 1, approved: s0.approved });
    await ok(await act(mark.PUT, 'PUT', contact, { timesheet_ids: [sheet.id] }));
    const s2 = await snap(contact);
    expect(s2).toEqual({ pending: s0.pending - 1, submitted: s0.submitted, approved: s0.approved + 1 });
    const row = (
      await db()
        .select({ status: timesheets.status })
        .from(timesheets)
        .where(and(eq(timesheets.id, sheet.id), isNull(timesheets.archivedAt)))
    )[0]!;
    expect(row.status).toBe('approved');
  });
});

describe('every action route: roles, tenancy and malformed input', () => {
  type Route = {
    name: string;
    handler: Handler;
    method: string;
    body: Record<string, unknown>;
    byPath?: boolean;
    state: SheetFixture['status'];
    flags?: Partial<SheetFixture>;
    denied: ('contact' | 'recruiter')[];
  };
  const ROUTES: Route[] = [
    { name: 'POST submit', handler: submit.POST, method: 'POST', body: {}, state: 'pending', denied: ['contact'] },
    { name: 'PUT v2/invoice', handler: invoice.PUT, method: 'PUT', body: {}, state: 'approved', denied: ['contact'] },
    { name: 'PUT v2/invoice/{id}', handler: invoiceOne.PUT, method: 'PUT', body: {}, byPath: true, state: 'approved', denied: ['contact'] },
    { name: 'PUT v2/invoice/toggle', handler: toggle.PUT, method: 'PUT', body: { type: 'vendor' }, state: 'approved', denied: ['contact'] },
    { name: 'PUT v2/lock', handler: lock.PUT, method: 'PUT', body: {}, state: 'approved', denied: ['contact'] },
    {
      name: 'PUT v2/unlock',
      handler: unlock.PUT,
      method: 'PUT',
      body: {},
      state: 'approved',
      flags: { locked: true },
      denied: ['contact', 'recruiter'],
    },
    { name: 'DELETE v2', handler: list.DELETE, method: 'DELETE', body: {}, state: 'approved', denied: ['contact'] },
    { name: 'DELETE v2/{id}', handler: one.DELETE, method: 'DELETE', body: {}, byPath: true, state: 'approved', denied: ['contact'] },
    {
      name: 'PUT v2/restore',
      handler: restore.PUT,
      method: 'PUT',
      body: {},
      state: 'approved',
      flags: { archived: true },
      denied: ['contact'],
    },
    { name: 'POST payroll', handler: payroll.POST, method: 'POST', body: { type: 'everee' }, state: 'approved', denied: ['contact'] },
    {
      name: 'POST payroll/{id}',
      handler: payrollOne.POST,
      method: 'POST',
      body: { type: 'everee' },
      byPath: true,
      state: 'approved',
      denied: ['contact'],
    },
    { name: 'PUT v2/mark', handler: mark.PUT, method: 'PUT', body: {}, state: 'submitted', denied: [] },
    { name: 'PUT v2/mark/{id}', handler: markOne.PUT, method: 'PUT', body: {}, byPath: true, state: 'submitted', denied: [] },
    { name: 'PUT v2/reject', handler: reject.PUT, method: 'PUT', body: { comment: 'Please fix' }, state: 'submitted', denied: [] },
    {
      name: 'PUT v2/reject/{id}',
      handler: rejectOne.PUT,
      method: 'PUT',
      body: { comment: 'Please fix' },
      byPath: true,
      state: 'submitted',
      denied: [],
    },
  ];
  const send = (r: Route, token: string, id: string, body: Record<string, unknown> = r.body) =>
    r.byPath ? act(r.handler, r.method, token, body, id) : act(r.handler, r.method, token, { ...body, timesheet_ids: [id] });

  for (const r of ROUTES) {
    it(`${r.name}: refused roles → 403, another tenant → 404, then the allowed role succeeds with a log row`, async () => {
      const sheet = await acme({ status: r.state, ...r.flags });
      for (const who of r.denied) {
        await expectError(await send(r, who === 'contact' ? contact : recruiter, sheet.id), 403, 'forbidden');
      }
      const foreign = await globex({ status: r.state, ...r.flags });
      await expectError(await send(r, admin, foreign.id), 404, 'not_found');
      const untouched = await sheetById(foreign.id);
      expect(untouched.updatedAt.getTime()).toBe(foreign.updatedAt.getTime());
      expect(await logsOf(foreign.id)).toHaveLength(0);

      expect(await logsOf(sheet.id)).toHaveLength(0);
      const res = await send(r, admin, sheet.id);
      expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
      expect(await logsOf(sheet.id)).toHaveLength(1);
    });

    it(`${r.name}: malformed JSON and bad ids → 400`, async () => {
      await expectError(
        await act(r.handler, r.method, admin, undefined, r.byPath ? (await acme({ status: r.state })).id : undefined, {
          rawBody: '{"timesheet_ids":',
        }),
        400,
        'bad_request',
      );
      if (!r.byPath) {
        await expectError(await act(r.handler, r.method, admin, { ...r.body, timesheet_ids: ['not-a-uuid'] }), 400, 'bad_request');
        await expectError(await act(r.handler, r.method, admin, { ...r.body, timesheet_ids: [] }), 400, 'bad_request');
      } else {
        await expectError(await act(r.handler, r.method, admin, r.body, 'not-a-uuid'), 404, 'not_found');
      }
    });
  }
});
