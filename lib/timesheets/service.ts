import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { ApiError, badRequest, forbidden, notFound, say, type ErrorText } from '@/lib/errors';
import { inLocations } from '@/lib/auth/contact-scope';
import { assertPermission, type Session } from '@/lib/auth/guard';
import { db, shortTransaction, type DbOrTx, type Tx } from '@/lib/db/client';
import { locations, timecards, timesheets } from '@/lib/db/schema';
import { addDays, dayStart } from '@/lib/pay-rules/zone';
import { evaluateCards, settleExceptions, type Acknowledgement } from '@/lib/punches/service';
import { cardChanges, sheetChanges, writeTimesheetLogs, type LogSource } from './logs';
import { resolveApprovalNotices } from './approval-notice-queries';
import { notifyDecided } from './notify-decided';
import { notifySubmitted } from './notify-submitted';
import { assertNoOpenPunches } from './open-punches';
import { assertNotOnLiveInvoice } from './live-invoice';
import { stateOf } from './queries';
import type { TimecardInput } from './schema';
import type { Scope } from './scope';
import { timecardProblems } from './timecard-rules';
import { recomputeAround, totalBeforeFreezing } from './totals';
import { nextStatus, refusal, roleMay, RULES, verbOf, type ActionContext } from './transitions';
import type { InvoiceType, PayrollType, TimesheetAction } from './types';
import type { FieldChange } from './schema';
import { theRow } from '@/lib/db/rows';

type Row = typeof timesheets.$inferSelect;
type Patch = Partial<Row> | ((row: Row) => Partial<Row>);

/**
 * Locks the rows (in scope) for the transaction, in id order (lib/db/locks.ts): two bulk actions naming
 * the same timesheets in different orders then queue instead of deadlocking. Any id not found is a 404 naming it.
 */
async function lockRows(tx: DbOrTx, scope: Scope, ids: string[]): Promise<Row[]> {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select()
    .from(timesheets)
    .where(and(eq(timesheets.tenantId, scope.tenantId), inArray(timesheets.id, unique), inLocations(sql`${timesheets.locationId}`, scope)))
    .orderBy(asc(timesheets.id))
    .for('no key update');
  if (rows.length !== unique.length) {
    const found = new Set(rows.map((r) => r.id));
    throw new ApiError(404, say('timesheets.notFoundIds', { ids: unique.filter((id) => !found.has(id)).join(', ') }), 'not_found');
  }
  return rows;
}

/**
 * All or nothing: a role the table does not name, or a contact whose switch for the action is off, is
 * 403; every row must allow the action, or 409 per id.
 */
function assertAllowed(rows: Row[], action: TimesheetAction, session: Session, ctx: ActionContext = {}): void {
  if (!roleMay(action, session.role)) throw forbidden('timesheets.roleMayNot', { verb: verbOf(action) });
  const { permission } = RULES[action];
  if (permission) assertPermission(session, permission);
  const errors: Record<string, ErrorText> = {};
  for (const r of rows) {
    const why = refusal(action, stateOf(r), session, ctx);
    if (why) errors[r.id] = why;
  }
  const [first] = Object.values(errors);
  if (!first) return;
  const refused = Object.keys(errors).length;
  throw new ApiError(
    409,
    refused === 1 && rows.length === 1 ? first : say('timesheets.someRefused', { refused, total: rows.length, first }),
    'conflict',
    errors,
  );
}

/**
 * Options of an action: what the transition rules need beyond the rows (the invoice type), and
 * `source`, where the action was taken when not in the portal (an approval link: 'email'), for the log.
 */
export type ActionOptions = { ctx?: ActionContext; source?: LogSource; acknowledge?: Acknowledgement[] };

/**
 * Applies one action of the transition table to many timesheets in one transaction, with a log row
 * each. `patch` gives the column changes besides the status the table decides. Submit and approve
 * also need every punch closed; a submit mails the contacts who review it once it commits.
 */
async function applyAction(
  session: Session,
  scope: Scope,
  action: TimesheetAction,
  ids: string[],
  patch: Patch = {},
  comment?: string | null,
  opts: ActionOptions = {},
): Promise<number> {
  // One timesheet is short work (lib/db/transaction-slots.ts): it never queues behind bulk actions for a slot.
  const inTransaction = new Set(ids).size === 1 ? shortTransaction : <T>(fn: (tx: Tx) => Promise<T>) => db().transaction(fn);
  return inTransaction(async (tx) => {
    const rows = await lockRows(tx, scope, ids);
    assertAllowed(rows, action, session, opts.ctx);
    await assertNoOpenPunches(
      tx,
      scope.tenantId,
      rows.map((r) => r.id),
      action,
    );
    // A sheet on a live invoice keeps its client flag: the invoice's void frees it (./live-invoice.ts).
    if (action === 'invoice_toggle' && opts.ctx?.invoiceType === 'client')
      await assertNotOnLiveInvoice(
        tx,
        scope.tenantId,
        rows.filter((r) => r.invoicedClient).map((r) => r.id),
      );
    // Approving needs each open punch exception acknowledged (lib/punches/service.ts), in this transaction.
    if (action === 'approve')
      await settleExceptions(
        tx,
        session,
        rows.map((r) => r.id),
        opts.acknowledge,
      );
    await totalBeforeFreezing(
      tx,
      scope.tenantId,
      rows.map((r) => r.id),
      action,
    );
    const statuses = new Map(rows.map((r) => [r.id, nextStatus(action, stateOf(r))] as const));
    const patchOf = (r: Row) => (typeof patch === 'function' ? patch(r) : patch);
    if (typeof patch === 'function') {
      // Per-row changes (a flag flipped from its own value): rows given the same change share one update,
      // so a toggle of ten sheets is two statements, not ten round trips while their locks are held.
      const updatedAt = new Date();
      const groups = new Map<string, { change: Partial<Row>; ids: string[] }>();
      for (const r of rows) {
        const change = { ...patch(r), status: statuses.get(r.id) };
        const key = JSON.stringify(change);
        const group = groups.get(key) ?? { change, ids: [] };
        groups.set(key, group);
        group.ids.push(r.id);
      }
      for (const { change, ids } of groups.values())
        await tx
          .update(timesheets)
          .set({ ...change, updatedAt })
          .where(and(eq(timesheets.tenantId, scope.tenantId), inArray(timesheets.id, ids)));
    } else {
      // The same change for every row: one update per resulting status (a bulk action has one).
      for (const status of new Set(statuses.values())) {
        const ids = rows.filter((r) => statuses.get(r.id) === status).map((r) => r.id);
        await tx
          .update(timesheets)
          .set({ ...patch, status, updatedAt: new Date() } as Partial<Row>)
          .where(and(eq(timesheets.tenantId, scope.tenantId), inArray(timesheets.id, ids)));
      }
    }
    await writeTimesheetLogs(
      tx,
      session,
      action,
      rows.map((r) => ({ id: r.id, status: r.status, toStatus: statuses.get(r.id), changes: sheetChanges(r, patchOf(r)) })),
      { comment, source: opts.source },
    );
    if (action === 'submit')
      await notifySubmitted(
        tx,
        { id: scope.tenantId, name: scope.tenantName },
        rows.map((r) => r.id),
      );
    if (action === 'approve' || action === 'reject')
      await notifyDecided(
        tx,
        session,
        action,
        rows.map((r) => r.id),
        comment ?? null,
      );
    // A sheet decided (or locked, archived) no longer awaits anyone: bell items about it resolve with it.
    if (RESOLVES_NOTICES.has(action))
      await resolveApprovalNotices(
        tx,
        scope.tenantId,
        rows.map((r) => r.id),
      );
    return rows.length;
  });
}

/** Actions after which a submitted timesheet no longer awaits approval (lib/timesheets/awaiting.ts). */
const RESOLVES_NOTICES: ReadonlySet<TimesheetAction> = new Set(['approve', 'reject', 'lock', 'archive']);

const now = () => new Date();

export const submitTimesheets = (s: Session, sc: Scope, ids: string[]) => applyAction(s, sc, 'submit', ids, { submittedAt: now() });
/** Approve and reject also serve the one-click approval link (lib/approval-links), which passes `{ source: 'email' }`. */
export const approveTimesheets = (s: Session, sc: Scope, ids: string[], opts: Pick<ActionOptions, 'source' | 'acknowledge'> = {}) =>
  applyAction(s, sc, 'approve', ids, { approvedAt: now() }, null, opts);
export const rejectTimesheets = (s: Session, sc: Scope, ids: string[], comment: string, opts: Pick<ActionOptions, 'source'> = {}) =>
  applyAction(s, sc, 'reject', ids, { comment }, comment, opts);
export const invoiceTimesheets = (s: Session, sc: Scope, ids: string[], type: InvoiceType) =>
  applyAction(s, sc, 'invoice', ids, type === 'client' ? { invoicedClient: true } : { invoicedVendor: true }, `invoiced (${type})`, {
    ctx: { invoiceType: type },
  });
export const toggleInvoice = (s: Session, sc: Scope, ids: string[], type: InvoiceType) =>
  applyAction(
    s,
    sc,
    'invoice_toggle',
    ids,
    (r) => (type === 'client' ? { invoicedClient: !r.invoicedClient } : { invoicedVendor: !r.invoicedVendor }),
    `invoice flag (${type}) toggled`,
    { ctx: { invoiceType: type } },
  );
export const lockTimesheets = (s: Session, sc: Scope, ids: string[]) => applyAction(s, sc, 'lock', ids, { locked: true });
export const unlockTimesheets = (s: Session, sc: Scope, ids: string[]) => applyAction(s, sc, 'unlock', ids, { locked: false });
export const archiveTimesheets = (s: Session, sc: Scope, ids: string[]) => applyAction(s, sc, 'archive', ids, { archivedAt: now() });
export const restoreTimesheets = (s: Session, sc: Scope, ids: string[]) => applyAction(s, sc, 'restore', ids, { archivedAt: null });

/** Marks approved timesheets as exported to payroll under one batch id. */
export async function exportToPayroll(s: Session, sc: Scope, ids: string[], type: PayrollType): Promise<{ batch: string; count: number }> {
  const batch = `${type}-${new Date().toISOString().slice(0, 10)}-${randomUUID().slice(0, 8)}`;
  const count = await applyAction(s, sc, 'payroll', ids, { payrollExportedAt: now(), payrollBatch: batch }, `payroll batch ${batch}`);
  return { batch, count };
}

export type UpdateInput = {
  status?: 'submitted' | 'approved' | 'rejected';
  comment?: string | null;
  manager?: string | null;
  timecards?: TimecardInput[];
  /** Why the change was made: stored on each log row the update writes. */
  reason?: string | null;
  /** With status approved: the open punch exceptions the approver acknowledges (each must be named). */
  acknowledge?: Acknowledgement[];
};

const STATUS_ACTION: Record<'submitted' | 'approved' | 'rejected', TimesheetAction> = {
  submitted: 'submit',
  approved: 'approve',
  rejected: 'reject',
};

/**
 * The SPEC §4 update call: status, comment and manager, plus the timecards when editing. A status goes
 * through the transition table; timecards and manager are an edit (refused when locked or archived).
 */
export async function updateTimesheet(session: Session, scope: Scope, id: string, input: UpdateInput): Promise<void> {
  if (input.status === 'rejected' && !input.comment) throw badRequest('timesheets.rejectComment');
  const edits = input.timecards !== undefined || input.manager !== undefined || (input.comment !== undefined && !input.status);
  // One timesheet: the short lane of the transaction slots, never behind bulk actions waiting for one.
  await shortTransaction(async (tx) => {
    // lockRows answers every id asked for, or 404s.
    const row = theRow(await lockRows(tx, scope, [id]), 'timesheet');
    if (edits) {
      assertAllowed([row], 'edit', session);
      const cards = input.timecards ? await replaceTimecards(tx, session, row, input.timecards) : [];
      const status = nextStatus('edit', stateOf(row));
      const fields: Partial<Row> = {};
      if (input.manager !== undefined) fields.manager = input.manager;
      if (input.comment !== undefined) fields.comment = input.comment;
      await tx
        .update(timesheets)
        .set({ ...fields, status, updatedAt: new Date() })
        .where(eq(timesheets.id, id));
      await writeTimesheetLogs(
        tx,
        session,
        'edit',
        [{ id, status: row.status, toStatus: status, changes: [...sheetChanges(row, fields), ...cards] }],
        { comment: input.comment, reason: input.reason },
      );
      // The status step below starts from the edited row.
      Object.assign(row, fields, { status });
    }
    if (input.status) {
      const action = STATUS_ACTION[input.status];
      assertAllowed([row], action, session);
      await assertNoOpenPunches(tx, scope.tenantId, [id], action);
      if (action === 'approve') await settleExceptions(tx, session, [id], input.acknowledge);
      await totalBeforeFreezing(tx, scope.tenantId, [id], action);
      const stamp: Partial<Row> =
        input.status === 'approved' ? { approvedAt: new Date() } : input.status === 'submitted' ? { submittedAt: new Date() } : {};
      const fields: Partial<Row> = { comment: input.comment ?? row.comment };
      await tx
        .update(timesheets)
        .set({ ...stamp, ...fields, status: nextStatus(action, stateOf(row)), updatedAt: new Date() })
        .where(eq(timesheets.id, id));
      await writeTimesheetLogs(
        tx,
        session,
        action,
        [{ id, status: row.status, toStatus: input.status, changes: sheetChanges(row, fields) }],
        { comment: input.comment, reason: input.reason },
      );
      if (action === 'submit') await notifySubmitted(tx, { id: scope.tenantId, name: scope.tenantName }, [id]);
      if (action === 'approve' || action === 'reject') await notifyDecided(tx, session, action, [id], input.comment ?? null);
    }
  });
}

/** Rewrites the timesheet's cards as the edit screen sent them; answers what changed, card by card, for the log. */
async function replaceTimecards(tx: DbOrTx, session: Session, row: Row, cards: TimecardInput[]): Promise<FieldChange[]> {
  // The week as the site's clock reads it: a card belongs to the week its clock-in falls in there.
  const site = theRow(
    await tx
      .select({ timezone: locations.timezone })
      .from(locations)
      .where(and(eq(locations.tenantId, session.tenantId), eq(locations.id, row.locationId))),
    'location',
  );
  const week = {
    start: new Date(dayStart(site.timezone, row.weekStart)),
    end: new Date(dayStart(site.timezone, addDays(row.weekStart, 7))),
  };
  const problems = timecardProblems(cards, week);
  const [firstProblem] = Object.entries(problems);
  if (firstProblem) throw badRequest('timesheets.invalidCards', { field: firstProblem[0], message: firstProblem[1] }, problems);
  const existing = await tx
    .select()
    .from(timecards)
    .where(and(eq(timecards.tenantId, session.tenantId), eq(timecards.timesheetId, row.id)));
  const known = new Map(existing.map((c) => [c.id, c]));
  for (const c of cards) if (c._id && !known.has(c._id)) throw notFound('timecard');
  const keep = new Set(cards.flatMap((c) => (c._id ? [c._id] : [])));
  const gone = existing.filter((c) => !keep.has(c.id));
  const changes = gone.flatMap((c) => cardChanges(c, null));
  if (gone.length)
    await tx.delete(timecards).where(
      and(
        eq(timecards.tenantId, session.tenantId),
        inArray(
          timecards.id,
          gone.map((c) => c.id),
        ),
      ),
    );
  const position = existing[0]?.position ?? 'Worker';
  for (const c of cards) {
    const values = { clockIn: new Date(c.clock_in), clockOut: new Date(c.clock_out), breakMinutes: c.break_minutes };
    if (c._id) {
      const before = known.get(c._id)!;
      const after = { ...before, ...values };
      const changed = cardChanges(before, after);
      if (changed.length)
        await tx
          .update(timecards)
          .set(values)
          .where(and(eq(timecards.tenantId, session.tenantId), eq(timecards.id, c._id)));
      changes.push(...changed);
    } else {
      const id = randomUUID();
      await tx.insert(timecards).values({
        ...values,
        id,
        tenantId: session.tenantId,
        timesheetId: row.id,
        candidateId: row.candidateId,
        locationId: row.locationId,
        position,
        source: 'manual',
      });
      changes.push(...cardChanges(null, { id, ...values }));
    }
  }
  await recomputeAround(tx, session.tenantId, row.id);
  // Edited times re-judge the punch rules: a fixed break or clock-out resolves its exception.
  const kept = await tx
    .select({ id: timecards.id })
    .from(timecards)
    .where(and(eq(timecards.tenantId, session.tenantId), eq(timecards.timesheetId, row.id)));
  await evaluateCards(
    tx,
    session.tenantId,
    kept.map((c) => c.id),
  );
  return changes;
}

export function idsFrom(body: { timesheet_ids?: string[] } | undefined, params: { id?: string }): string[] {
  if (params.id) return [params.id];
  if (!body?.timesheet_ids?.length) throw badRequest('timesheets.idsRequired');
  return body.timesheet_ids;
}

/** Guards a path id before it reaches SQL: anything but a uuid is not a timesheet. */
