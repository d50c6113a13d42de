// No 'server-only' marker: the demo seed (scripts/migrate.ts, plain Node) judges its punches with evaluateCards,
// like lib/timesheets/totals.ts, which it also runs.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ApiError, say, type ErrorText } from '@/lib/errors';
import type { Session } from '@/lib/auth/guard';
import type { Db, DbOrTx } from '@/lib/db/client';
import { timecardExceptions } from '@/lib/db/schema-shifts';
import type { PunchRules } from '@/lib/settings/punch-rules';
import { factsOf, lockExceptionsOfCards, lockOpenExceptions, lockUnflaggedOpenCards, punchRulesOf, raiseException } from './card-queries';
import type { ExceptionDetail, ExceptionKind } from './exceptions';
import { evaluatePunch } from './rules';

const sameDetail = (a: unknown, b: ExceptionDetail) => JSON.stringify(a ?? {}) === JSON.stringify(b);

/**
 * Re-judges timecards by the rules and writes what they raise, inside the caller's transaction: an
 * exception raised is inserted or kept open with its numbers (one per card and kind; a resolved one
 * opens again), an open one whose cause is gone is `resolved`; an acknowledged one stays acknowledged.
 * Nothing is written when nothing changed (every write raises the boards' versions).
 */
export async function evaluateCards(tx: DbOrTx, tenantId: string, ids: string[], now = new Date(), rules?: PunchRules): Promise<void> {
  const cards = await factsOf(tx, tenantId, [...new Set(ids)].sort());
  if (!cards.length) return;
  const r = rules ?? (await punchRulesOf(tx, tenantId));
  const existing = await lockExceptionsOfCards(
    tx,
    tenantId,
    cards.map((c) => c.id),
  );
  for (const card of cards) {
    const raised = new Map<ExceptionKind, ExceptionDetail>(evaluatePunch(card, r, now).map((x) => [x.kind, x.detail]));
    const mine = existing.filter((e) => e.timecard_id === card.id);
    for (const [kind, detail] of raised) {
      const row = mine.find((e) => e.kind === kind);
      if (!row) {
        await raiseException(tx, tenantId, card, kind, detail);
      } else if (row.status === 'resolved') {
        await tx
          .update(timecardExceptions)
          .set({ status: 'open', detail, resolvedBy: null, resolvedAt: null, note: null, timesheetId: card.timesheetId })
          .where(eq(timecardExceptions.id, row.id));
      } else if (row.status === 'open' && !sameDetail(row.detail, detail)) {
        await tx.update(timecardExceptions).set({ detail }).where(eq(timecardExceptions.id, row.id));
      }
    }
    const cleared = mine.filter((e) => e.status === 'open' && !raised.has(e.kind as ExceptionKind)).map((e) => e.id);
    if (cleared.length)
      await tx
        .update(timecardExceptions)
        .set({ status: 'resolved', resolvedAt: sql`now()`, resolvedBy: null })
        .where(and(eq(timecardExceptions.tenantId, tenantId), inArray(timecardExceptions.id, cleared)));
  }
}

export type Acknowledgement = { id: string; note?: string | null };

/**
 * Approving needs every open exception of the timesheets acknowledged: refused (409, `exceptions_open`,
 * per timesheet how many are open) unless `acknowledge` names each one; those named are marked
 * acknowledged by the approver, with her note, in the approving transaction. Names of exceptions not
 * open on these timesheets are ignored (already acknowledged or cleared).
 */
export async function settleExceptions(
  tx: DbOrTx,
  session: Pick<Session, 'tenantId' | 'userId'>,
  timesheetIds: string[],
  acknowledge: Acknowledgement[] = [],
): Promise<number> {
  if (!timesheetIds.length) return 0;
  const open = await lockOpenExceptions(tx, session.tenantId, timesheetIds);
  if (!open.length) return 0;
  const notes = new Map(acknowledge.map((a) => [a.id.toLowerCase(), a.note?.trim() || null]));
  const missing = open.filter((e) => !notes.has(e.id));
  if (missing.length) {
    const perSheet = new Map<string, number>();
    for (const e of missing) perSheet.set(e.timesheet_id, (perSheet.get(e.timesheet_id) ?? 0) + 1);
    const errors: Record<string, ErrorText> = Object.fromEntries(
      [...perSheet].map(([id, count]) => [id, say('punches.sheetOpenExceptions', { count })]),
    );
    const text =
      timesheetIds.length === 1
        ? say('punches.openExceptions', { count: missing.length })
        : say('punches.someOpenExceptions', { refused: perSheet.size, total: timesheetIds.length, count: missing.length });
    throw new ApiError(409, text, 'exceptions_open', errors);
  }
  for (const e of open)
    await tx
      .update(timecardExceptions)
      .set({ status: 'acknowledged', resolvedBy: session.userId, resolvedAt: sql`now()`, note: notes.get(e.id) ?? null })
      .where(eq(timecardExceptions.id, e.id));
  return open.length;
}

/** How many open cards the missed-punch sweep judges per transaction. */
const SWEEP_BATCH = 200;

/**
 * Raises missed_punch on open cards past their deadline, across tenants: the cards not yet carrying an
 * open or acknowledged missed_punch, re-judged a batch at a time, each card locked with SKIP LOCKED (a
 * clock-out or another instance's sweep holding it goes on undisturbed; the next run sees it). Running
 * it twice changes nothing the second time. Answers how many cards it judged.
 */
export async function raiseMissedPunches(database: Db, now = new Date()): Promise<number> {
  let judged = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const n = await database.transaction(async (tx) => {
      const rows = await lockUnflaggedOpenCards(tx, after, now, SWEEP_BATCH);
      const byTenant = new Map<string, string[]>();
      for (const r of rows) byTenant.set(r.tenant_id, [...(byTenant.get(r.tenant_id) ?? []), r.id]);
      for (const [tenantId, ids] of byTenant) await evaluateCards(tx, tenantId, ids, now);
      const last = rows.at(-1);
      if (last) after = last.id;
      return rows.length;
    });
    judged += n;
    if (n < SWEEP_BATCH) return judged;
  }
}
