import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { badRequest, conflict, forbidden, notFound } from '@/lib/errors';
import { audit } from '@/lib/audit';
import { contactLocationIds } from '@/lib/auth/contact-scope';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { companies, timesheetLogs, timesheets, workerBlocks } from '@/lib/db/schema';
import {
  blockById,
  blockSourceTimesheet,
  candidateTimesheetSite,
  companyCoverage,
  scopedLocation,
  tenantCandidate,
  workedAt,
  type BlockScope,
} from './queries';
import type { CreateBlockInput } from './schema';
import { BLOCK_LOG_ACTION, UNBLOCK_LOG_ACTION } from './types';
import type { WorkerBlock } from './schema';
import { withdrawForBlock } from './withdraw';

async function scopeOfSession(db: DbOrTx, session: Session): Promise<BlockScope> {
  // Read before the transaction: a transaction callback must not reach for another connection.
  return { tenantId: session.tenantId, locationIds: await contactLocationIds(db, session) };
}

type Target = { companyId: string; locationId: string | null; managed: string[] };

/**
 * Where the block holds, checked against the caller: a location (the company is its own) or a company.
 * Staff may name any of the tenant's. A Company Contact names a location of hers, or a company only when
 * she is assigned to every location of it; a company none of whose locations is hers is a 404.
 */
async function targetOf(tx: DbOrTx, scope: BlockScope, input: CreateBlockInput): Promise<Target> {
  if (input.location_id) {
    const location = await scopedLocation(tx, scope, input.location_id);
    if (input.company_id && input.company_id !== location.companyId) throw badRequest('workerBlocks.oneScope');
    const { managed } = await companyCoverage(tx, scope, location.companyId);
    return { companyId: location.companyId, locationId: location.id, managed };
  }
  if (!input.company_id) throw badRequest('workerBlocks.oneScope');
  const [found] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.tenantId, scope.tenantId), eq(companies.id, input.company_id)));
  if (!found) throw notFound('company');
  const coverage = await companyCoverage(tx, scope, input.company_id);
  if (scope.locationIds !== null && !coverage.managed.length) throw notFound('company');
  if (!coverage.all) throw forbidden('workerBlocks.companyNeedsAllLocations');
  return { companyId: input.company_id, locationId: null, managed: coverage.managed };
}

/**
 * The timesheet a block was made from, if named: the tenant's, in the caller's scope, of this worker, at a
 * location the block covers. Its history records the block (who, when, the reason).
 */
async function sourceTimesheet(tx: DbOrTx, scope: BlockScope, input: CreateBlockInput, target: Target): Promise<string | null> {
  if (!input.timesheet_id) return null;
  const ts = await candidateTimesheetSite(tx, scope.tenantId, input.candidate_id, input.timesheet_id);
  const covers = ts && String(ts.company_id) === target.companyId && (!target.locationId || String(ts.location_id) === target.locationId);
  if (!ts || !covers || (scope.locationIds !== null && !scope.locationIds.includes(String(ts.location_id)))) throw notFound('timesheet');
  return String(ts.id);
}

/**
 * Blocks a worker from a client company or one of its locations ("do not return"). A contact may block
 * only a worker who worked or was assigned at one of her locations of that company (else 404: she does not
 * know him). A second identical block is a 409, and so is a location's when the whole company already
 * refuses the worker. Her invited and accepted places on shifts in its scope that have not started are
 * withdrawn in the same transaction (./withdraw.ts). Audited, and traced on the timesheet it was made from.
 */
export async function createBlock(db: DbOrTx, session: Session, input: CreateBlockInput, ip?: string): Promise<WorkerBlock> {
  const scope = await scopeOfSession(db, session);
  return db.transaction(async (tx) => {
    await tenantCandidate(tx, scope.tenantId, input.candidate_id);
    const target = await targetOf(tx, scope, input);
    if (scope.locationIds !== null && !(await workedAt(tx, scope.tenantId, input.candidate_id, target.managed))) throw notFound('worker');
    const timesheetId = await sourceTimesheet(tx, scope, input, target);
    if (target.locationId) {
      const whole = await tx
        .select({ id: workerBlocks.id })
        .from(workerBlocks)
        .where(
          and(
            eq(workerBlocks.tenantId, scope.tenantId),
            eq(workerBlocks.candidateId, input.candidate_id),
            eq(workerBlocks.companyId, target.companyId),
            isNull(workerBlocks.locationId),
          ),
        );
      if (whole.length) throw conflict('workerBlocks.companyBlocked');
    }
    // Her open places inside the block's scope are withdrawn first (the locks in the shift actions' order: ./withdraw.ts).
    const withdrawn = await withdrawForBlock(tx, {
      tenantId: scope.tenantId,
      userId: session.userId,
      candidateId: input.candidate_id,
      companyId: target.companyId,
      locationId: target.locationId,
    });
    const [row] = await tx
      .insert(workerBlocks)
      .values({
        tenantId: scope.tenantId,
        candidateId: input.candidate_id,
        companyId: target.companyId,
        locationId: target.locationId,
        reason: input.reason,
        createdBy: session.userId,
      })
      .onConflictDoNothing()
      .returning({ id: workerBlocks.id });
    if (!row) throw conflict('workerBlocks.duplicate');
    if (timesheetId) {
      // The sheet was found above in this transaction; a log row needs its status.
      const [ts] = await tx.select({ status: timesheets.status }).from(timesheets).where(eq(timesheets.id, timesheetId));
      if (!ts) throw notFound('timesheet');
      await tx.insert(timesheetLogs).values({
        tenantId: scope.tenantId,
        timesheetId,
        userId: session.userId,
        action: BLOCK_LOG_ACTION,
        fromStatus: ts.status,
        toStatus: ts.status,
        reason: input.reason,
      });
    }
    await audit(tx, {
      tenantId: scope.tenantId,
      userId: session.userId,
      action: 'worker_block.create',
      target: input.candidate_id,
      meta: {
        block_id: row.id,
        company_id: target.companyId,
        location_id: target.locationId,
        timesheet_id: timesheetId,
        withdrawn_assignments: withdrawn.map((w) => w.assignmentId),
      },
      ip,
    });
    return (await blockById(tx, scope.tenantId, row.id))!;
  });
}

/**
 * The timesheet a block was made from (its creation's audit names it), if it is still there: its history
 * records the lift as it recorded the block, so both show in the same places (the audit log has both).
 */
async function traceTimesheet(tx: DbOrTx, tenantId: string, blockId: string, candidateId: string, userId: string): Promise<string | null> {
  const ts = await blockSourceTimesheet(tx, tenantId, blockId, candidateId);
  if (!ts) return null;
  await tx.insert(timesheetLogs).values({
    tenantId,
    timesheetId: ts.id,
    userId,
    action: UNBLOCK_LOG_ACTION,
    fromStatus: ts.status,
    toStatus: ts.status,
  });
  return ts.id;
}

/**
 * Lifts a block (the undo): staff any of the tenant's; a contact one she could have made — a block of a
 * location of hers, or of her company when every location of it is hers (another's is a 404 or a 403).
 * Audited, and traced on the timesheet the block was made from, like its creation. The places the block
 * withdrew stay withdrawn: the agency invites the worker again if it wants her back.
 */
export async function removeBlock(db: DbOrTx, session: Session, id: string, ip?: string): Promise<void> {
  const scope = await scopeOfSession(db, session);
  await db.transaction(async (tx) => {
    const [block] = await tx
      .select({ candidate_id: workerBlocks.candidateId, company_id: workerBlocks.companyId, location_id: workerBlocks.locationId })
      .from(workerBlocks)
      .where(and(eq(workerBlocks.tenantId, scope.tenantId), eq(workerBlocks.id, id)))
      .for('update');
    if (!block) throw notFound('workerBlock');
    if (scope.locationIds !== null) {
      const coverage = await companyCoverage(tx, scope, String(block.company_id));
      const sees = block.location_id === null ? coverage.managed.length > 0 : scope.locationIds.includes(String(block.location_id));
      if (!sees) throw notFound('workerBlock');
      if (block.location_id === null && !coverage.all) throw forbidden('workerBlocks.companyNeedsAllLocations');
    }
    await tx.delete(workerBlocks).where(and(eq(workerBlocks.tenantId, scope.tenantId), eq(workerBlocks.id, id)));
    const timesheetId = await traceTimesheet(tx, scope.tenantId, id, String(block.candidate_id), session.userId);
    await audit(tx, {
      tenantId: scope.tenantId,
      userId: session.userId,
      action: 'worker_block.remove',
      target: String(block.candidate_id),
      meta: {
        block_id: id,
        company_id: String(block.company_id),
        location_id: block.location_id === null ? null : String(block.location_id),
        timesheet_id: timesheetId,
      },
      ip,
    });
  });
}
