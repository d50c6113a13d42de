import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as blocksRoute from '@/app/api/on-demand/worker-blocks/route';
import * as blockRoute from '@/app/api/on-demand/worker-blocks/[id]/route';
import * as assignRoute from '@/app/api/on-demand/shifts/[id]/assignments/route';
import * as exclusionsRoute from '@/app/api/candidates/candidates/[id]/exclusions/route';
import * as logsRoute from '@/app/api/main/client-portal/timesheets/logs/[id]/route';
import { db } from '@/lib/db/client';
import { auditLog, candidates, locations, shiftAssignments, shiftLogs, shifts, tenants, timesheetLogs } from '@/lib/db/schema';
import { assignmentTarget } from '@/lib/shifts/lifecycle';
import { bodyOf, dataOf } from './fixtures';
import { call, signIn } from './helpers';
import { makeTimesheet } from './time-helpers';
import { blockWorld, dropWorld, type BlockWorld } from './worker-blocks-fixtures';

/**
 * Issue 14: a new block withdraws the worker's open places where it now refuses her. Her invited and
 * accepted assignments on shifts inside the block's scope that have not started become the lifecycle's
 * removal status, each shift's log saying `blocked`, in the block's transaction; a shift elsewhere (another
 * location of the company for a location block, another company), a started or past shift, a cancelled one
 * and another tenant's are untouched.
 */

const SLUG = 'wblocks-withdraw';
let w: BlockWorld;
const tok = { recruiter: '', contact: '' };
const HOUR = 3_600_000;
const REMOVED = assignmentTarget('cancel_assignment');
const workers: string[] = [];
const acmeMade = { shift: '', candidate: '' };

const create = (token: string, body: unknown) => call(blocksRoute.POST, 'POST', '/api/on-demand/worker-blocks', { token, body });

async function worker(label: string, tenantId = w.tenantId): Promise<string> {
  const row = (
    await db()
      .insert(candidates)
      .values({ tenantId, firstName: label, lastName: `Withdraw ${randomUUID().slice(0, 8)}`, email: `${randomUUID()}@withdraw.test` })
      .returning({ id: candidates.id })
  )[0]!;
  if (tenantId === w.tenantId) workers.push(row.id);
  return row.id;
}

/** A published shift starting `startH` hours from now (negative: started or over), with the worker on it. */
async function placed(o: {
  site: string;
  candidateId: string;
  startH: number;
  status: 'invited' | 'accepted';
  shiftStatus?: string;
  tenantId?: string;
}) {
  const tenantId = o.tenantId ?? w.tenantId;
  const shift = (
    await db()
      .insert(shifts)
      .values({
        tenantId,
        locationId: o.site,
        position: 'Withdraw test',
        startsAt: new Date(Date.now() + o.startH * HOUR),
        endsAt: new Date(Date.now() + (o.startH + 6) * HOUR),
        headcount: 3,
        status: o.shiftStatus ?? 'published',
      })
      .returning({ id: shifts.id })
  )[0]!;
  const a = (
    await db()
      .insert(shiftAssignments)
      .values({ tenantId, shiftId: shift.id, candidateId: o.candidateId, status: o.status })
      .returning({ id: shiftAssignments.id })
  )[0]!;
  return { shiftId: shift.id, assignmentId: a.id };
}

const statusOf = async (assignmentId: string) =>
  (await db().select({ status: shiftAssignments.status }).from(shiftAssignments).where(eq(shiftAssignments.id, assignmentId)))[0]!.status;
const blockedLogs = (shiftId: string) =>
  db()
    .select()
    .from(shiftLogs)
    .where(and(eq(shiftLogs.shiftId, shiftId), eq(shiftLogs.action, 'blocked')));

beforeAll(async () => {
  w = await blockWorld(SLUG, 'Withdraw Blocks Staffing');
  [tok.recruiter, tok.contact] = await Promise.all([signIn(`recruiter@${SLUG}.test`, SLUG), signIn(`contact@${SLUG}.test`, SLUG)]);
}, 120_000);

afterAll(async () => {
  if (!w) return;
  if (workers.length) await db().delete(candidates).where(inArray(candidates.id, workers));
  await db()
    .delete(shifts)
    .where(and(eq(shifts.tenantId, w.tenantId), eq(shifts.position, 'Withdraw test')));
  await dropWorld(w);
  await db().delete(auditLog).where(eq(auditLog.tenantId, w.tenantId));
  if (acmeMade.shift) await db().delete(shifts).where(eq(shifts.id, acmeMade.shift));
  if (acmeMade.candidate) await db().delete(candidates).where(eq(candidates.id, acmeMade.candidate));
});

describe('a new block withdraws her open places in its scope', () => {
  it("a contact's location block: the location's future invited and accepted places go, logged 'blocked'; elsewhere, started and past stay", async () => {
    const who = await worker('Lena');
    const invited = await placed({ site: w.siteA1, candidateId: who, startH: 48, status: 'invited' });
    const accepted = await placed({ site: w.siteA1, candidateId: who, startH: 96, status: 'accepted' });
    const otherSite = await placed({ site: w.siteA2, candidateId: who, startH: 48 + 12, status: 'accepted' });
    const otherCompany = await placed({ site: w.siteB, candidateId: who, startH: 72 + 12, status: 'invited' });
    const started = await placed({ site: w.siteA1, candidateId: who, startH: -2, status: 'accepted' });
    const past = await placed({ site: w.siteA1, candidateId: who, startH: -200, status: 'accepted' });
    const cancelledShift = await placed({ site: w.siteA1, candidateId: who, startH: 120, status: 'invited', shiftStatus: 'cancelled' });

    const block = (
      await bodyOf<{ data: { _id: string } }>(
        await create(tok.contact, { candidate_id: who, location_id: w.siteA1, reason: 'Left early twice' }),
        201,
      )
    ).data;

    expect(REMOVED).toBe('cancelled');
    for (const gone of [invited, accepted]) {
      expect(await statusOf(gone.assignmentId)).toBe(REMOVED);
      const logs = await blockedLogs(gone.shiftId);
      expect(logs).toHaveLength(1);
      expect(logs[0]!.changes).toEqual([
        {
          entity: 'assignment',
          entity_id: gone.assignmentId,
          field: 'status',
          from: gone === invited ? 'invited' : 'accepted',
          to: REMOVED,
        },
      ]);
      expect(logs[0]!.userId).toBeTruthy();
    }
    expect(await statusOf(otherSite.assignmentId)).toBe('accepted');
    expect(await statusOf(otherCompany.assignmentId)).toBe('invited');
    expect(await statusOf(started.assignmentId)).toBe('accepted');
    expect(await statusOf(past.assignmentId)).toBe('accepted');
    expect(await statusOf(cancelledShift.assignmentId)).toBe('invited');
    for (const kept of [otherSite, otherCompany, started, past, cancelledShift]) expect(await blockedLogs(kept.shiftId)).toEqual([]);

    // The audit names what the block withdrew.
    const audit = (
      await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, w.tenantId), eq(auditLog.action, 'worker_block.create'), eq(auditLog.target, who)))
    )[0]!;
    expect((audit.meta as { block_id: string; withdrawn_assignments: string[] }).block_id).toBe(block._id);
    expect([...(audit.meta as { withdrawn_assignments: string[] }).withdrawn_assignments].sort()).toEqual(
      [invited.assignmentId, accepted.assignmentId].sort(),
    );
  });

  it("staff's company block: every location of that company, not another company's", async () => {
    const who = await worker('Mika');
    const a1 = await placed({ site: w.siteA1, candidateId: who, startH: 30, status: 'accepted' });
    const a2 = await placed({ site: w.siteA2, candidateId: who, startH: 50, status: 'invited' });
    const b = await placed({ site: w.siteB, candidateId: who, startH: 70, status: 'accepted' });
    const startedA2 = await placed({ site: w.siteA2, candidateId: who, startH: -1, status: 'invited' });
    await bodyOf(await create(tok.recruiter, { candidate_id: who, company_id: w.companyA, reason: 'Client request' }), 201);
    expect(await statusOf(a1.assignmentId)).toBe(REMOVED);
    expect(await statusOf(a2.assignmentId)).toBe(REMOVED);
    expect(await statusOf(b.assignmentId)).toBe('accepted');
    expect(await statusOf(startedA2.assignmentId)).toBe('invited');
    expect(await blockedLogs(a1.shiftId)).toHaveLength(1);
    expect(await blockedLogs(b.shiftId)).toEqual([]);
  });

  it("the agency's exclusion from a company withdraws the same places as a company block", async () => {
    const who = await worker('Oona');
    const a1 = await placed({ site: w.siteA1, candidateId: who, startH: 30, status: 'invited' });
    const b = await placed({ site: w.siteB, candidateId: who, startH: 30, status: 'invited' });
    const res = await call(exclusionsRoute.POST, 'POST', `/api/candidates/candidates/${who}/exclusions`, {
      token: tok.recruiter,
      params: { id: who },
      body: { company_id: w.companyA, reason: 'Agency decision' },
    });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    expect(await statusOf(a1.assignmentId)).toBe(REMOVED);
    expect(await statusOf(b.assignmentId)).toBe('invited');
    expect(await blockedLogs(a1.shiftId)).toHaveLength(1);
  });

  it('the withdrawn worker can no longer be put back: the block refuses her', async () => {
    const who = await worker('Noor');
    const s = await placed({ site: w.siteA1, candidateId: who, startH: 40, status: 'invited' });
    await bodyOf(await create(tok.recruiter, { candidate_id: who, location_id: w.siteA1, reason: 'No call no show' }), 201);
    const res = await call(assignRoute.POST, 'POST', `/api/on-demand/shifts/${s.shiftId}/assignments`, {
      token: tok.recruiter,
      params: { id: s.shiftId },
      body: { candidate_ids: [who], status: 'invited' },
    });
    expect(res.status).toBe(409);
    expect(await statusOf(s.assignmentId)).toBe(REMOVED);
  });

  it("a refused block (a duplicate) withdraws nothing; another tenant's places are untouched", async () => {
    const who = await worker('Omar');
    await bodyOf(await create(tok.recruiter, { candidate_id: who, location_id: w.siteA1, reason: 'First' }), 201);
    const later = await placed({ site: w.siteA1, candidateId: who, startH: 60, status: 'invited' });
    expect((await create(tok.recruiter, { candidate_id: who, location_id: w.siteA1, reason: 'Again' })).status).toBe(409);
    expect(await statusOf(later.assignmentId)).toBe('invited');

    // acme: a worker on an acme shift; blocking in this tenant never reaches it.
    const acme = (await db().select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'acme')))[0]!;
    const { id: acmeSite } = (await db().select({ id: locations.id }).from(locations).where(eq(locations.tenantId, acme.id)).limit(1))[0]!;
    acmeMade.candidate = await worker('Acme', acme.id);
    const theirs = await placed({ site: acmeSite, candidateId: acmeMade.candidate, startH: 45, status: 'accepted', tenantId: acme.id });
    acmeMade.shift = theirs.shiftId;
    const mine = await worker('Pia');
    await placed({ site: w.siteA1, candidateId: mine, startH: 45, status: 'accepted' });
    await bodyOf(await create(tok.recruiter, { candidate_id: mine, company_id: w.companyA, reason: 'Client request' }), 201);
    expect(await statusOf(theirs.assignmentId)).toBe('accepted');
    expect(await blockedLogs(theirs.shiftId)).toEqual([]);
    // Another tenant's candidate id is not this tenant's: a 404, nothing withdrawn.
    expect((await create(tok.recruiter, { candidate_id: acmeMade.candidate, company_id: w.companyA, reason: 'x' })).status).toBe(404);
    expect(await statusOf(theirs.assignmentId)).toBe('accepted');
  });
});

describe('lifting a block leaves the same trace as making it', () => {
  const remove = (token: string, id: string) =>
    call(blockRoute.DELETE, 'DELETE', `/api/on-demand/worker-blocks/${id}`, { token, params: { id } });
  const auditOf = async (action: string, who: string) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, w.tenantId), eq(auditLog.action, action), eq(auditLog.target, who)));

  it("a block made from a timesheet: its lift shows in that timesheet's history and in the audit log, as the block did", async () => {
    const who = await worker('Quinn');
    const sheet = (await makeTimesheet({ tenantId: w.tenantId, locationId: w.siteA1, candidateId: who, cards: 1 })).id;
    const block = (
      await bodyOf<{ data: { _id: string } }>(
        await create(tok.contact, { candidate_id: who, location_id: w.siteA1, reason: 'Slept on shift', timesheet_id: sheet }),
        201,
      )
    ).data;
    expect((await remove(tok.contact, block._id)).status).toBe(200);

    const logs = await db().select().from(timesheetLogs).where(eq(timesheetLogs.timesheetId, sheet)).orderBy(timesheetLogs.createdAt);
    const trace = logs.filter((l) => l.action === 'worker_blocked' || l.action === 'worker_unblocked');
    expect(trace.map((l) => [l.action, l.reason])).toEqual([
      ['worker_blocked', 'Slept on shift'],
      ['worker_unblocked', null],
    ]);
    expect(trace[1]!.fromStatus).toBe(trace[1]!.toStatus);
    // The agency reads both in the timesheet's history, with who did each.
    const history = await dataOf<{ action: string; user_name: string | null }[]>(
      await call(logsRoute.GET, 'GET', `/api/main/client-portal/timesheets/logs/${sheet}`, { token: tok.recruiter, params: { id: sheet } }),
    );
    expect(history.filter((h) => h.action.startsWith('worker_')).map((h) => [h.action, h.user_name])).toEqual(
      expect.arrayContaining([
        ['worker_blocked', 'Casey Contact'],
        ['worker_unblocked', 'Casey Contact'],
      ]),
    );
    const made = (await auditOf('worker_block.create', who))[0]!;
    const lifted = (await auditOf('worker_block.remove', who))[0]!;
    expect(made.meta).toMatchObject({ block_id: block._id, timesheet_id: sheet });
    expect(lifted.meta).toMatchObject({ block_id: block._id, timesheet_id: sheet });
  });

  it('a block made without a timesheet: the lift is audited and touches no timesheet history', async () => {
    const who = await worker('Rui');
    const sheet = (await makeTimesheet({ tenantId: w.tenantId, locationId: w.siteA2, candidateId: who, cards: 1 })).id;
    const block = (
      await bodyOf<{ data: { _id: string } }>(
        await create(tok.recruiter, { candidate_id: who, location_id: w.siteA2, reason: 'Late' }),
        201,
      )
    ).data;
    expect((await remove(tok.recruiter, block._id)).status).toBe(200);
    const logs = await db().select().from(timesheetLogs).where(eq(timesheetLogs.timesheetId, sheet));
    expect(logs.filter((l) => l.action.startsWith('worker_'))).toEqual([]);
    const lifted = (await auditOf('worker_block.remove', who))[0]!;
    expect(lifted.meta).toMatchObject({ block_id: block._id, timesheet_id: null });
  });
});
