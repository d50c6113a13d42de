import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as blocksRoute from '@/app/api/on-demand/worker-blocks/route';
import * as blockRoute from '@/app/api/on-demand/worker-blocks/[id]/route';
import * as scopeRoute from '@/app/api/on-demand/worker-blocks/scope/route';
import * as logsRoute from '@/app/api/main/client-portal/timesheets/logs/[id]/route';
import { db } from '@/lib/db/client';
import { auditLog, locations, timesheetLogs, workerBlocks } from '@/lib/db/schema';
import type { BlockScopeInfo, WorkerBlock } from '@/lib/worker-blocks/schema';
import { bodyOf, dataOf } from './fixtures';
import { call, expectError, signIn } from './helpers';
import { makeTimesheet } from './time-helpers';
import { blockWorld, dropWorld, type BlockWorld } from './worker-blocks-fixtures';

/**
 * Client blocks (issue 14, "do not return"): staff block any worker of the tenant at any company or
 * location; a Company Contact only a worker she had at one of her sites, at a site of hers, or her company
 * as a whole when every site of it is hers. Duplicates are 409, another tenant's ids 404, bad input 400.
 */

const SLUG = 'wblocks';
let w: BlockWorld;
const tok = { superadmin: '', admin: '', recruiter: '', contact: '', globexAdmin: '', acmeContact: '' };
let sheet = '';

const create = (token: string, body: unknown, headers?: Record<string, string>) =>
  call(blocksRoute.POST, 'POST', '/api/on-demand/worker-blocks', { token, body, headers });
const list = (token: string, query: Record<string, string> = {}) =>
  call(blocksRoute.GET, 'GET', `/api/on-demand/worker-blocks?${new URLSearchParams(query)}`, { token });
const remove = (token: string, id: string) =>
  call(blockRoute.DELETE, 'DELETE', `/api/on-demand/worker-blocks/${id}`, { token, params: { id } });
const scopeOf = (token: string, candidate_id: string, location_id: string) =>
  call(scopeRoute.GET, 'GET', `/api/on-demand/worker-blocks/scope?${new URLSearchParams({ candidate_id, location_id })}`, { token });
const made = async (res: Response) => (await bodyOf<{ data: WorkerBlock; message: string }>(res, 201)).data;
const rows = (candidateId: string) => db().select().from(workerBlocks).where(eq(workerBlocks.candidateId, candidateId));

beforeAll(async () => {
  w = await blockWorld(SLUG, 'Worker Blocks Staffing');
  [tok.superadmin, tok.admin, tok.recruiter, tok.contact, tok.globexAdmin, tok.acmeContact] = await Promise.all([
    signIn(`superadmin@${SLUG}.test`, SLUG),
    signIn(`admin@${SLUG}.test`, SLUG),
    signIn(`recruiter@${SLUG}.test`, SLUG),
    signIn(`contact@${SLUG}.test`, SLUG),
    signIn('admin@globex.test'),
    signIn('contact@acme.test'),
  ]);
  sheet = (await makeTimesheet({ tenantId: w.tenantId, locationId: w.siteA1, candidateId: w.worked, cards: 1 })).id;
}, 120_000);

afterAll(async () => {
  if (w) {
    await dropWorld(w);
    await db()
      .delete(auditLog)
      .where(and(eq(auditLog.tenantId, w.tenantId)));
  }
});

describe('staff block any worker of the tenant', () => {
  it('a recruiter blocks a worker from one location, with the trace of who, when and why', async () => {
    const res = await create(tok.recruiter, { candidate_id: w.stranger, location_id: w.siteB, reason: '  Late three times  ' });
    const body = await bodyOf<{ data: WorkerBlock; message: string }>(res, 201);
    expect(body.message).toBe('Worker blocked');
    expect(body.data).toMatchObject({
      candidate_id: w.stranger,
      company_id: w.companyB,
      location_id: w.siteB,
      reason: 'Late three times',
      created_by_name: 'Riley Recruiter',
      created_by_client: false,
    });
    expect(body.data.location_name).toBeTruthy();
    const audit = (
      await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, w.tenantId), eq(auditLog.action, 'worker_block.create'), eq(auditLog.target, w.stranger)))
    )[0]!;
    expect(audit.meta).toMatchObject({ block_id: body.data._id, location_id: w.siteB });
  });

  it('an admin blocks a worker from a whole company, whether or not the worker ever worked there', async () => {
    const block = await made(await create(tok.admin, { candidate_id: w.worked, company_id: w.companyB, reason: 'Client request' }));
    expect(block).toMatchObject({ company_id: w.companyB, location_id: null, location_name: null, created_by_name: 'Alex Admin' });
    // A location of the same company with the company as well: consistent is fine, another company is not.
    const both = await made(
      await create(tok.superadmin, { candidate_id: w.stranger, company_id: w.companyA, location_id: w.siteA2, reason: 'Safety' }),
    );
    expect(both).toMatchObject({ company_id: w.companyA, location_id: w.siteA2 });
    await expectError(
      await create(tok.superadmin, { candidate_id: w.stranger, company_id: w.companyB, location_id: w.siteA1, reason: 'x' }),
      400,
      'bad_request',
    );
  });
});

describe('a Company Contact blocks the workers she had, where she manages', () => {
  it('blocks a worker who worked at her site from that site; the timesheet it came from records it', async () => {
    const block = await made(
      await create(tok.contact, { candidate_id: w.worked, location_id: w.siteA1, reason: 'Left the line unattended', timesheet_id: sheet }),
    );
    expect(block).toMatchObject({
      location_id: w.siteA1,
      company_id: w.companyA,
      created_by_name: 'Casey Contact',
      created_by_client: true,
    });
    const logs = await db().select().from(timesheetLogs).where(eq(timesheetLogs.timesheetId, sheet));
    expect(logs.map((l) => [l.action, l.reason])).toContainEqual(['worker_blocked', 'Left the line unattended']);
    // The agency reads it in the timesheet's history.
    const history = await dataOf<{ action: string; reason: string | null; user_name: string | null }[]>(
      await call(logsRoute.GET, 'GET', `/api/main/client-portal/timesheets/logs/${sheet}`, { token: tok.recruiter, params: { id: sheet } }),
    );
    expect(history).toContainEqual(
      expect.objectContaining({ action: 'worker_blocked', reason: 'Left the line unattended', user_name: 'Casey Contact' }),
    );
  });

  it('blocks a worker only assigned to a shift at her site from her whole company (she manages all its sites)', async () => {
    const info = await dataOf<BlockScopeInfo>(await scopeOf(tok.contact, w.assigned, w.siteA1));
    expect(info).toMatchObject({ company_id: w.companyA, can_block_location: true, can_block_company: true, blocks: [] });
    const block = await made(await create(tok.contact, { candidate_id: w.assigned, company_id: w.companyA, reason: 'No-show twice' }));
    expect(block).toMatchObject({ location_id: null, company_id: w.companyA });
    // Now in force at both her sites, and nothing is left to block there.
    for (const site of [w.siteA1, w.siteA2]) {
      const after = await dataOf<BlockScopeInfo>(await scopeOf(tok.contact, w.assigned, site));
      expect(after).toMatchObject({ can_block_location: false, can_block_company: false });
      expect(after.blocks.map((b) => b._id)).toEqual([block._id]);
    }
    // A location's block under the company's is refused.
    await expectError(await create(tok.contact, { candidate_id: w.assigned, location_id: w.siteA2, reason: 'Again' }), 409, 'conflict');
  });

  it('the whole company needs every site of it: one she does not manage makes it 403 (a site block still works)', async () => {
    const extra = (
      await db()
        .insert(locations)
        .values({ tenantId: w.tenantId, companyId: w.companyA, name: 'Zz Unmanaged Dock' })
        .returning({ id: locations.id })
    )[0]!;
    try {
      const info = await dataOf<BlockScopeInfo>(await scopeOf(tok.contact, w.worked, w.siteA2));
      expect(info).toMatchObject({ can_block_location: true, can_block_company: false });
      const error = await expectError(
        await create(tok.contact, { candidate_id: w.worked, company_id: w.companyA, reason: 'x' }),
        403,
        'forbidden',
      );
      expect(error.message).toMatch(/all of its locations/);
      // Staff are not bound by sites.
      expect(
        (await made(await create(tok.recruiter, { candidate_id: w.workedAtB, company_id: w.companyA, reason: 'Agency call' }))).location_id,
      ).toBeNull();
      // Nor may she lift a company-wide block she could not have made.
      const companyWide = (await rows(w.workedAtB)).filter((b) => b.companyId === w.companyA)[0]!;
      await expectError(await remove(tok.contact, companyWide.id), 403, 'forbidden');
    } finally {
      await db().delete(locations).where(eq(locations.id, extra.id));
    }
  });

  it('refuses a worker she never had (404), a site that is not hers (404) and a company none of whose sites is hers (404)', async () => {
    // Never at her sites: the stranger has blocks elsewhere, the other worked only at company B.
    for (const candidate of [w.stranger, w.workedAtB]) {
      await expectError(await create(tok.contact, { candidate_id: candidate, location_id: w.siteA2, reason: 'x' }), 404, 'not_found');
      await expectError(await scopeOf(tok.contact, candidate, w.siteA2), 404, 'not_found');
    }
    await expectError(await create(tok.contact, { candidate_id: w.workedAtB, location_id: w.siteB, reason: 'x' }), 404, 'not_found');
    await expectError(await create(tok.contact, { candidate_id: w.workedAtB, company_id: w.companyB, reason: 'x' }), 404, 'not_found');
    await expectError(await scopeOf(tok.contact, w.worked, w.siteB), 404, 'not_found');
    expect((await rows(w.workedAtB)).filter((b) => b.companyId === w.companyB)).toEqual([]);
  });
});

describe('duplicates, lists and undo', () => {
  it('the same block twice is a 409 in the caller language', async () => {
    const body = { candidate_id: w.worked, location_id: w.siteA1, reason: 'Once more' };
    const en = await expectError(await create(tok.contact, body), 409, 'conflict');
    expect(en.message).toBe('This worker is already blocked there');
    const fr = await expectError(await create(tok.admin, body, { 'accept-language': 'fr' }), 409, 'conflict');
    expect(fr.message).toBe('Cet intérimaire y est déjà bloqué');
    expect((await rows(w.worked)).filter((b) => b.locationId === w.siteA1)).toHaveLength(1);
  });

  it('staff list every block, filtered by worker or company; a contact only those in force at her sites', async () => {
    const all = await bodyOf<{ data: WorkerBlock[]; meta: { totalItems: number } }>(await list(tok.recruiter));
    const stored = await db().select().from(workerBlocks).where(eq(workerBlocks.tenantId, w.tenantId));
    expect(all.meta.totalItems).toBe(stored.length);
    expect(all.data.map((b) => b._id).sort()).toEqual(stored.map((b) => b.id).sort());
    // Newest first.
    const times = all.data.map((b) => b.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const forWorker = await dataOf<WorkerBlock[]>(await list(tok.admin, { candidate_id: w.worked }));
    expect(new Set(forWorker.map((b) => b.candidate_id))).toEqual(new Set([w.worked]));
    const atB = await dataOf<WorkerBlock[]>(await list(tok.admin, { company_id: w.companyB }));
    expect(atB.length).toBeGreaterThan(0);
    expect(atB.every((b) => b.company_id === w.companyB)).toBe(true);

    const mine = await dataOf<WorkerBlock[]>(await list(tok.contact));
    const expected = stored.filter(
      (b) => b.companyId === w.companyA && (b.locationId === null || [w.siteA1, w.siteA2].includes(b.locationId)),
    );
    expect(mine.map((b) => b._id).sort()).toEqual(expected.map((b) => b.id).sort());
    expect(mine.some((b) => b.company_id === w.companyB)).toBe(false);
    // Asking for company B gives her nothing, not B's blocks.
    expect(await dataOf(await list(tok.contact, { company_id: w.companyB }))).toEqual([]);
    // A location's list holds the company-wide blocks too.
    const atSite = await dataOf<WorkerBlock[]>(await list(tok.contact, { location_id: w.siteA2 }));
    expect(atSite.some((b) => b.location_id === null)).toBe(true);
    expect(atSite.every((b) => b.location_id === null || b.location_id === w.siteA2)).toBe(true);
  });

  it('delete lifts a block (the undo): a contact hers, staff any; gone is 404', async () => {
    const mine = (await rows(w.worked)).filter((b) => b.locationId === w.siteA1)[0]!;
    const res = await remove(tok.contact, mine.id);
    expect((await bodyOf<{ message: string }>(res)).message).toBe('Block lifted');
    expect((await rows(w.worked)).some((b) => b.id === mine.id)).toBe(false);
    await expectError(await remove(tok.contact, mine.id), 404, 'not_found');
    // Another site's block is not hers to see.
    const atB = (await rows(w.stranger).then((r) => r.filter((b) => b.locationId === w.siteB)))[0]!;
    await expectError(await remove(tok.contact, atB.id), 404, 'not_found');
    await bodyOf(await remove(tok.recruiter, atB.id));
    // Blockable again once lifted.
    expect((await dataOf<BlockScopeInfo>(await scopeOf(tok.contact, w.worked, w.siteA1))).can_block_location).toBe(true);
    await expectError(await remove(tok.admin, 'not-an-id'), 404, 'not_found');
    await expectError(await remove(tok.admin, randomUUID()), 404, 'not_found');
  });
});

describe('tenants', () => {
  it("another tenant's ids are a 404 for every write and read; nothing is stored", async () => {
    const before = (await db().select().from(workerBlocks).where(eq(workerBlocks.tenantId, w.tenantId))).length;
    for (const token of [tok.globexAdmin, tok.acmeContact]) {
      await expectError(await create(token, { candidate_id: w.worked, location_id: w.siteA2, reason: 'x' }), 404, 'not_found');
      await expectError(await create(token, { candidate_id: w.worked, company_id: w.companyA, reason: 'x' }), 404, 'not_found');
      await expectError(await scopeOf(token, w.worked, w.siteA2), 404, 'not_found');
      const any = (await db().select().from(workerBlocks).where(eq(workerBlocks.tenantId, w.tenantId)).limit(1))[0]!;
      await expectError(await remove(token, any.id), 404, 'not_found');
      expect(await dataOf(await list(token, { candidate_id: w.worked }))).toEqual([]);
    }
    expect((await db().select().from(workerBlocks).where(eq(workerBlocks.tenantId, w.tenantId))).length).toBe(before);
  });
});

describe('bad input is a 400 with a message, never a 500', () => {
  it.each([
    ['no reason', () => ({ candidate_id: w.worked, location_id: w.siteA2 })],
    ['blank reason', () => ({ candidate_id: w.worked, location_id: w.siteA2, reason: '   ' })],
    ['reason over 500 characters', () => ({ candidate_id: w.worked, location_id: w.siteA2, reason: 'x'.repeat(501) })],
    ['reason not text', () => ({ candidate_id: w.worked, location_id: w.siteA2, reason: 42 })],
    ['no scope', () => ({ candidate_id: w.worked, reason: 'x' })],
    ['bad candidate id', () => ({ candidate_id: 'nope', location_id: w.siteA2, reason: 'x' })],
    ['bad location id', () => ({ candidate_id: w.worked, location_id: 12, reason: 'x' })],
    ['bad timesheet id', () => ({ candidate_id: w.worked, location_id: w.siteA2, reason: 'x', timesheet_id: 'x' })],
    ['an array', () => [1, 2]],
  ])('%s', async (_, body) => {
    for (const token of [tok.admin, tok.contact]) {
      const error = await expectError(await create(token, body()), 400, 'bad_request');
      expect(error.message).not.toMatch(/internal|unexpected/i);
    }
  });

  it('reads: bad filters and a missing or malformed scope query are 400', async () => {
    await expectError(await list(tok.admin, { candidate_id: 'x' }), 400, 'bad_request');
    await expectError(await list(tok.admin, { per_page: '1000' }), 400, 'bad_request');
    await expectError(await call(scopeRoute.GET, 'GET', '/api/on-demand/worker-blocks/scope', { token: tok.contact }), 400, 'bad_request');
    await expectError(await scopeOf(tok.contact, 'x', w.siteA1), 400, 'bad_request');
  });

  it('a timesheet that is not the worker’s, or not at the blocked place, is a 404 and blocks nothing', async () => {
    // Another worker's week.
    const error = await expectError(
      await create(tok.contact, { candidate_id: w.assigned, location_id: w.siteA1, reason: 'x', timesheet_id: sheet }),
      404,
      'not_found',
    );
    expect(error.message).toBe('Timesheet not found');
    // The worker's week at a site the block does not cover.
    const other = await makeTimesheet({ tenantId: w.tenantId, locationId: w.siteA2, candidateId: w.worked, cards: 1 });
    await expectError(
      await create(tok.contact, { candidate_id: w.worked, location_id: w.siteA1, reason: 'x', timesheet_id: other.id }),
      404,
      'not_found',
    );
    expect((await rows(w.worked)).some((b) => b.locationId === w.siteA1)).toBe(false);
  });
});

describe('who counts as a worker she had', () => {
  it('a week on a timesheet at her site counts, even before any card', async () => {
    await expectError(await scopeOf(tok.contact, w.stranger, w.siteA1), 404, 'not_found');
    await makeTimesheet({ tenantId: w.tenantId, locationId: w.siteA1, candidateId: w.stranger });
    expect((await dataOf<BlockScopeInfo>(await scopeOf(tok.contact, w.stranger, w.siteA1))).can_block_location).toBe(true);
    expect(
      (await made(await create(tok.contact, { candidate_id: w.stranger, location_id: w.siteA1, reason: 'Rude to staff' }))).location_id,
    ).toBe(w.siteA1);
  });
});
