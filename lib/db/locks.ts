// No 'server-only' marker: the demo seed (scripts/migrate.ts, plain Node) runs lib/invoices, which locks here.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/*
 * Lock order (DESIGN.md §7). Two transactions that lock the same rows in different orders can each end
 * up waiting for the other: PostgreSQL then aborts one with a deadlock (40P01). So:
 *
 * 1. Rows of one table are locked in ascending id order: a locking select says `order by id` (the lock
 *    is taken as rows leave the sort), and a bulk UPDATE or DELETE of rows another transaction may also
 *    touch first locks them here, because the statement itself locks in whatever order its scan meets
 *    them. Code that needs another order (by position) sorts the locked rows afterwards.
 * 2. A transaction that locks rows of several tables takes the tables in this order:
 *      placements → orders → timesheets → timecards
 *      contacts → contact_locations, contact users; onboarding packets → assignments → items;
 *      a record (candidate, company, placement) → its custom field values
 *    and, last, the per-tenant rows the timesheet triggers keep: tenant_data_versions and timesheet_counts.
 *    Changes of timesheets bump both at commit (migration 0009), so they are locked only for the moment
 *    of a commit, after every other row; changes of placements, locations, companies and candidates
 *    still bump the version at the end of their statement (0005). Two commits bumping shared count
 *    buckets in opposite orders at the very same moment can still meet; that window is a commit long,
 *    and the re-run below covers it.
 * 3. A row that other busy tables refer to (timesheets, placements, orders, locations, contacts, users'
 *    sub-roles and branches) is locked to serialise changes FOR NO KEY UPDATE, the lock an UPDATE that
 *    keeps the key takes anyway; FOR UPDATE only for a row about to be deleted. Saving a row that refers
 *    to it (its foreign-key check takes KEY SHARE) then does not wait for it, so such a save, which may
 *    already hold rows of its own, cannot close a cycle through it.
 *
 * A deadlock that slips past this is still not a 500: lib/db/client.ts re-runs the transaction, and
 * lib/api answers 409 if it keeps losing.
 */

type Keyed = PgTable & { id: PgColumn; tenantId: PgColumn };

/**
 * Locks the tenant's rows with these ids, in ascending id order, for the rest of the transaction; answers
 * the ids found, ascending. Take it before a bulk UPDATE (or, with `forDelete`, DELETE) of them.
 */
export async function lockRowsById(
  tx: DbOrTx,
  table: Keyed,
  tenantId: string,
  ids: readonly string[],
  opts: { forDelete?: boolean } = {},
): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), inArray(table.id, unique)))
    .orderBy(asc(table.id))
    .for(opts.forDelete ? 'update' : 'no key update');
  return rows.map((r) => String(r.id));
}

/** Sorts rows by their position (then id), for code that locked them in id order but works in list order. */
export const byPosition = <R extends { id: string; position: number }>(rows: R[]): R[] =>
  [...rows].sort((a, b) => a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/**
 * The ids of rows a housekeeping sweep may delete now: those no other transaction holds (FOR UPDATE
 * SKIP LOCKED). Two sign-ins sweeping the same expired rows at once then never wait for each other,
 * whatever order their scans meet the rows in; what one skips, a later sweep takes.
 */
export const sweepable = (tx: DbOrTx, table: PgTable & { id: PgColumn }, where: SQL | undefined) =>
  tx.select({ id: table.id }).from(table).where(where).for('update', { skipLocked: true });

/**
 * A transaction-scoped advisory lock on a key, for serialising writers of something no row stands for
 * yet (a placement about to be created, a candidate's email, the next ticket number): taken after any row locks the caller holds, released at commit.
 * Advisory locks join PostgreSQL's deadlock detection, so a cycle through one is still re-run, not hung.
 */
export async function lockKey(tx: DbOrTx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
