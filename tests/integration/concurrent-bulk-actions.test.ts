import { asc, inArray, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as one from '@/app/api/main/client-portal/timesheets/v2/[id]/route';
import * as toggle from '@/app/api/main/client-portal/timesheets/v2/invoice/toggle/route';
import * as lock from '@/app/api/main/client-portal/timesheets/v2/lock/route';
import * as mark from '@/app/api/main/client-portal/timesheets/v2/mark/route';
import * as restore from '@/app/api/main/client-portal/timesheets/v2/restore/route';
import * as sheets from '@/app/api/main/client-portal/timesheets/v2/route';
import * as unlock from '@/app/api/main/client-portal/timesheets/v2/unlock/route';
import * as clock from '@/app/api/work-app/v2/app/timerecord/timesheet/route';
import { db } from '@/lib/db/client';
import { timecards, timesheetLogs, timesheets } from '@/lib/db/schema';
import { log } from '@/lib/log';
import type { TimesheetStatus } from '@/lib/timesheets/types';
import { call, json } from './helpers';
import { at, locationsOf, makeTimesheet, type SheetRow, signInAs, tenantBySlug } from './time-helpers';
import { theRow } from '@/lib/db/rows';

/*
 * Bulk timesheet actions fired at once over the same rows, in shuffled id orders, through the real route
 * handlers. On PostgreSQL the pool's connections run them side by side (DB_POOL_MAX, 10 by default), where
 * locking rows in request order deadlocked; the embedded server has one connection, so there they queue,
 * and the answers and the final state must be just as right.
 */

type Handler = Parameters<typeof call>[0];
type Answer = { status: number; body: { data?: { count: number }; message?: string; error_code?: string } };

let admin = '';
let acmeId = '';
let locationIds: string[] = [];

beforeAll(async () => {
  admin = await signInAs('admin@acme.test');
  acmeId = (await tenantBySlug('acme')).id;
  // Several locations, so the actions move rows between several per-location count buckets at once.
  locationIds = (await locationsOf(acmeId)).slice(0, 3).map((l) => l.id);
  // Statistics as a live database has them. The planner then fetches a handful of rows by id through a
  // bitmap heap scan, in physical order, which every update shuffles: the order an unsorted FOR UPDATE
  // locks in. (A fresh, unanalysed table gets an index scan, which happens to go in id order.)
  await db().execute(sql`analyze timesheets`);
});

// Every transaction that had to be re-run after losing a race logs it (lib/db/transaction-scope.ts).
const warn = vi.spyOn(log, 'warn');
afterEach(() => warn.mockClear());
const reRuns = () => warn.mock.calls.filter((c) => String(c[1]).includes('running it again')).length;

function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** A shuffled pick of 3 to all of the ids. */
const someOf = (ids: readonly string[]) => shuffled(ids).slice(0, 3 + Math.floor(Math.random() * (ids.length - 2)));

async function fire(handler: Handler, method: string, body: Record<string, unknown>, params?: Record<string, string>): Promise<Answer> {
  const res = await call(handler, method, '/api/main/client-portal/timesheets/v2/x', { token: admin, body, params });
  return { status: res.status, body: await json(res) };
}

/** Every answer is a 200 or a 409 with a message: never a 5xx, never a bare error. */
function expectNoFailures(answers: Answer[]) {
  for (const a of answers) {
    expect([200, 409], JSON.stringify(a)).toContain(a.status);
    expect(typeof a.body.message, JSON.stringify(a)).toBe('string');
    expect(a.body.message!.length).toBeGreaterThan(0);
    if (a.status === 409) expect(a.body.error_code).toBe('conflict');
  }
}

async function freshSheets(states: { status: TimesheetStatus }[]): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  // One after another: the fixture picks a free worker-week by trying.
  for (const [i, s] of states.entries())
    rows.push(await makeTimesheet({ tenantId: acmeId, locationId: locationIds[i % locationIds.length]!, ...s }));
  return rows;
}

async function logsOf(ids: string[]) {
  return db().select().from(timesheetLogs).where(inArray(timesheetLogs.timesheetId, ids)).orderBy(asc(timesheetLogs.id));
}

async function rowsOf(ids: string[]) {
  return db().select().from(timesheets).where(inArray(timesheets.id, ids));
}

describe('concurrent bulk timesheet actions', () => {
  it('40 invoice toggles of the same 10 timesheets in shuffled orders: no 5xx, no deadlock, and the flag flipped once per 200', async () => {
    const rows = await freshSheets(Array.from({ length: 10 }, () => ({ status: 'approved' as const })));
    const ids = rows.map((r) => r.id);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => fire(toggle.PUT, 'PUT', { timesheet_ids: shuffled(ids), type: 'client' })),
    );
    expectNoFailures(answers);
    const applied = answers.filter((a) => a.status === 200);
    for (const a of applied) expect(a.body.data?.count).toBe(10);
    // Locked in one order, the toggles queue behind each other instead of deadlocking: none has to be re-run.
    expect(reRuns()).toBe(0);
    expect(applied.length).toBe(40);
    for (const row of await rowsOf(ids)) expect(row.invoicedClient, row.id).toBe(applied.length % 2 === 1);
    const logs = await logsOf(ids);
    expect(logs.filter((l) => l.action === 'invoice_toggle')).toHaveLength(applied.length * 10);
  });

  it('a mix of approve, lock, unlock, invoice toggle, archive and restore over overlapping sets: no 5xx, no deadlock, state = its log', async () => {
    const initial = await freshSheets(
      Array.from({ length: 10 }, (_, i) => ({ status: (i % 2 ? 'approved' : 'submitted') as TimesheetStatus })),
    );
    const ids = initial.map((r) => r.id);
    const actions: [string, Handler, string, Record<string, unknown>?][] = [
      ['approve', mark.PUT, 'PUT'],
      ['lock', lock.PUT, 'PUT'],
      ['unlock', unlock.PUT, 'PUT'],
      ['invoice_toggle', toggle.PUT, 'PUT', { type: 'client' }],
      ['archive', sheets.DELETE, 'DELETE'],
      ['restore', restore.PUT, 'PUT'],
    ];
    const sent = Array.from({ length: 60 }, (_, i) => {
      const [action, handler, method, extra] = actions[i % actions.length]!;
      return { action, handler, method, body: { timesheet_ids: someOf(ids), ...extra } };
    });
    const answers = await Promise.all(sent.map((s) => fire(s.handler, s.method, s.body)));
    expectNoFailures(answers);
    expect(reRuns()).toBe(0);

    // All or nothing: each 200 logged one row per timesheet it named, each 409 none.
    const logs = await logsOf(ids);
    for (const [action] of actions) {
      const expected = sent.reduce(
        (n, s, i) => n + (s.action === action && answers[i]!.status === 200 ? s.body.timesheet_ids.length : 0),
        0,
      );
      expect(logs.filter((l) => l.action === action).length, action).toBe(expected);
    }
    for (const [i, a] of answers.entries()) if (a.status === 200) expect(a.body.data?.count).toBe(sent[i]!.body.timesheet_ids.length);

    // Replaying each timesheet's log from its first state gives its final state: no change was lost or doubled.
    const final = new Map((await rowsOf(ids)).map((r) => [r.id, r]));
    for (const start of initial) {
      const s = { status: start.status, locked: false, archived: false, invoicedClient: false };
      for (const l of logs.filter((x) => x.timesheetId === start.id)) {
        expect(l.fromStatus, `${start.id} ${l.action}`).toBe(s.status);
        s.status = l.toStatus as TimesheetStatus;
        if (l.action === 'lock' || l.action === 'unlock') s.locked = l.action === 'lock';
        if (l.action === 'archive' || l.action === 'restore') s.archived = l.action === 'archive';
        if (l.action === 'invoice_toggle') s.invoicedClient = !s.invoicedClient;
      }
      const row = final.get(start.id)!;
      expect(
        { status: row.status, locked: row.locked, archived: row.archivedAt !== null, invoicedClient: row.invoicedClient },
        start.id,
      ).toEqual(s);
    }
  });

  it('clock-outs, timecard edits and lock/unlock on the same timesheets at once: no 5xx, no deadlock, hours = their cards', async () => {
    // Each timesheet has two closed cards and one still open. A clock-out closes the open card; an edit
    // rewrites all three (closing the open one itself), twice; lock and unlock freeze and free the timesheets.
    const rows = await freshSheets(Array.from({ length: 10 }, () => ({ status: 'pending' as const, cards: 2 })));
    const ids = rows.map((r) => r.id);
    const open = new Map<string, string>();
    for (const r of rows) {
      const card = theRow(
        await db()
          .insert(timecards)
          .values({
            tenantId: acmeId,
            timesheetId: r.id,
            candidateId: r.candidateId,
            locationId: r.locationId,
            position: 'Warehouse Associate',
            clockIn: new Date(at(r.weekStart, 2, 8)),
            source: 'manual',
          })
          .returning(),
      );
      open.set(r.id, card.id);
    }
    const cardsOf = (id: string) =>
      db()
        .select()
        .from(timecards)
        .where(inArray(timecards.timesheetId, [id]));
    const edits = await Promise.all(
      rows.map(async (r) => ({
        id: r.id,
        timecards: (await cardsOf(r.id)).map((c) => ({
          _id: c.id,
          clock_in: c.clockIn.toISOString(),
          clock_out: new Date(c.clockIn.getTime() + 6 * 3_600_000).toISOString(),
          break_minutes: 45,
        })),
      })),
    );
    const calls = shuffled([
      ...rows.map(
        (r) => () => fire(clock.PUT, 'PUT', { timecard_id: open.get(r.id), clock_out: at(r.weekStart, 2, 16), break_minutes: 30 }),
      ),
      ...[...edits, ...edits].map((e) => () => fire(one.PUT, 'PUT', { timecards: e.timecards }, { id: e.id })),
      ...Array.from({ length: 4 }, (_, i) => () => fire(i % 2 ? unlock.PUT : lock.PUT, 'PUT', { timesheet_ids: shuffled(ids) })),
    ]);
    const answers = await Promise.all(calls.map((c) => c()));
    expectNoFailures(answers);
    expect(reRuns()).toBe(0);
    for (const r of await rowsOf(ids)) {
      const hours = (await cardsOf(r.id)).reduce(
        (h, c) => h + (c.clockOut ? (c.clockOut.getTime() - c.clockIn.getTime()) / 3_600_000 - c.breakMinutes / 60 : 0),
        0,
      );
      expect(Number(r.regularHours) + Number(r.overtimeHours), r.id).toBeCloseTo(hours, 2);
    }
  });
});
