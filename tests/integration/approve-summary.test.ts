import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import * as listRoute from '@/app/api/main/client-portal/timesheets/v2/route';
import * as markRoute from '@/app/api/main/client-portal/timesheets/v2/mark/route';
import * as markOneRoute from '@/app/api/main/client-portal/timesheets/v2/mark/[id]/route';
import * as rejectRoute from '@/app/api/main/client-portal/timesheets/v2/reject/route';
import { db } from '@/lib/db/client';
import { timesheets } from '@/lib/db/schema';
import { summariseRows } from '@/lib/timesheets/approval-summary';
import type { TimesheetRow } from '@/lib/timesheets/schema';
import { call, json } from './helpers';
import { contactLocationIds, makeTimesheet, signInAs, tenantBySlug, type ListBody } from './time-helpers';
import { theRow } from '@/lib/db/rows';

/**
 * Issue 22 §5: an approval answers what it approved, from the stored totals the list shows: the number of
 * sheets, their hours and their bill total. The figures are the sums of the rows being approved, as the
 * confirm dialog sums them (lib/timesheets/approval-summary.ts) before anything is sent.
 */

type Approved = { data: { count: number; hours: number; bill_total: number | null }; message: string };

let contact = '';
let admin = '';
let tenantId = '';
let site = '';
const made: string[] = [];

const fresh = async (cards: number) => {
  const row = await makeTimesheet({ tenantId, locationId: site, status: 'submitted', cards });
  made.push(row.id);
  return row.id;
};

/** The rows as the contact's list shows them (submitted tab, every page). */
async function listed(token: string, ids: string[]): Promise<TimesheetRow[]> {
  const rows: TimesheetRow[] = [];
  for (let page = 1; page < 50; page++) {
    const res = await call(listRoute.GET, 'GET', `/api/main/client-portal/timesheets/v2?status=submitted&per_page=100&page=${page}`, {
      token,
    });
    const body = await json<ListBody<TimesheetRow>>(res);
    expect(res.status).toBe(200);
    rows.push(...body.data.filter((r) => ids.includes(r._id)));
    if (body.data.length < 100) break;
  }
  return rows;
}

beforeAll(async () => {
  tenantId = (await tenantBySlug('acme')).id;
  site = theRow(await contactLocationIds('acme'));
  [contact, admin] = await Promise.all([signInAs('contact@acme.test'), signInAs('admin@acme.test')]);
});

afterAll(async () => {
  if (made.length) await db().delete(timesheets).where(inArray(timesheets.id, made));
});

describe('approving answers what it approved', () => {
  it('names the count, hours and bill total of the approved rows: the sums of what the list showed', async () => {
    const ids = [await fresh(3), await fresh(5)];
    const rows = await listed(contact, ids);
    expect(rows).toHaveLength(2);
    const shown = summariseRows(rows, 'company_contact');
    expect(shown.hours).toBeGreaterThan(0);
    expect(shown.bill_total).toBeGreaterThan(0);

    const res = await call(markRoute.PUT, 'PUT', '/api/main/client-portal/timesheets/v2/mark', {
      token: contact,
      body: { timesheet_ids: ids },
    });
    const body = await json<Approved>(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.data).toEqual(shown);
    expect(body.message).toBe('2 timesheets approved');
  });

  it('answers the same for one timesheet approved by its path, for the agency too', async () => {
    const id = await fresh(2);
    const row = theRow(await listed(admin, [id]));
    const res = await call(markOneRoute.PUT, 'PUT', `/api/main/client-portal/timesheets/v2/mark/${id}`, {
      token: admin,
      params: { id },
      body: {},
    });
    const body = await json<Approved>(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.data).toEqual({ count: 1, hours: row.total_hours, bill_total: row.bill_total });
  });

  it('rejecting names the count in the reader’s language', async () => {
    const ids = [await fresh(1), await fresh(1)];
    const res = await call(rejectRoute.PUT, 'PUT', '/api/main/client-portal/timesheets/v2/reject', {
      body: { timesheet_ids: ids, comment: 'Thursday is missing' },
      headers: { cookie: `session=${contact}; NEXT_LOCALE=de` },
    });
    const body = await json<{ data: { count: number }; message: string }>(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.data.count).toBe(2);
    expect(body.message).toBe('2 Stundenzettel abgelehnt');
  });
});
