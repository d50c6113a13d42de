import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { anyUuid } from '@/lib/db/any-uuid';
import type { DbOrTx } from '@/lib/db/client';
import { isoOrNull } from '@/lib/db/iso';
import { runNamed, workName } from '@/lib/db/slow-work';
import type { ExportRow } from './export/row';
import { selectionConditions } from './queries';
import type { TierAmounts, TimesheetFilter } from './schema';
import type { Scope } from './scope';
import type { TimesheetStatus } from './types';
import { rowFigures } from './row-figures';

/**
 * Rows per page of an export. Each page is one short query (and at most three name lookups), and the
 * connection goes back to the pool between them, so on the embedded database (one connection per process)
 * other requests run between two pages: a page costs that database ~30 ms of CPU (100,000 rows: ~0.7 s in
 * all). Larger pages would save little per-query overhead and hold the connection and memory longer.
 */
const EXPORT_PAGE_ROWS = 5000;

/**
 * Only the columns the export files print (lib/timesheets/export/row.ts), not the list's `t.*`: the
 * site's pay rules, the stored day hours, the rule version and the created/archived stamps were parsed
 * for every row and read by no file. The names (worker, site, company, position) are not joined in but
 * looked up once per export (Names below): on the embedded database the join's index probe per row was
 * most of a page's time, and a 100,000-row export names the same few thousand workers week after week.
 */
const EXPORT_SELECT = sql`t.id, t.candidate_id, t.location_id, t.placement_id, t.week_start, t.week_start + 6 as week_end,
  t.status, t.regular_hours, t.overtime_hours, t.double_time_hours, t.bill_rate, t.pay_rate, t.bill_total, t.pay_total,
  t.amounts -> 'pay' as pay_amounts, t.invoiced_client, t.invoiced_vendor, t.locked, t.payroll_exported_at,
  t.comment, t.manager, t.submitted_at, t.approved_at, t.updated_at`;

/** Names met so far, kept for the rest of the export; past NAMES_KEPT a map starts over (memory stays bounded). */
const NAMES_KEPT = 50_000;
type Site = { location: string; company: string };

class Names {
  readonly workers = new Map<string, string>();
  readonly sites = new Map<string, Site>();
  readonly positions = new Map<string, string | null>();

  constructor(
    private readonly db: DbOrTx,
    private readonly tenantId: string,
  ) {}

  /** Looks up the names of `rows` not met yet: at most three queries a page, none once all are known. */
  async learn(rows: RawRow[], named: <T>(query: () => Promise<T>) => Promise<T>): Promise<void> {
    for (const map of [this.workers, this.sites, this.positions]) if (map.size > NAMES_KEPT) map.clear();
    const missing = (key: string, known: Map<string, unknown>) => [
      ...new Set(rows.map((r) => r[key] as string | null).filter((id): id is string => id !== null && !known.has(id))),
    ];
    const workers = missing('candidate_id', this.workers);
    const sites = missing('location_id', this.sites);
    const placements = missing('placement_id', this.positions);
    if (workers.length)
      for (const r of (await named(() => workerNames(this.db, this.tenantId, workers))).rows) this.workers.set(r.id, r.name);
    if (sites.length)
      for (const r of (await named(() => siteNames(this.db, this.tenantId, sites))).rows)
        this.sites.set(r.id, { location: r.location, company: r.company });
    if (placements.length) {
      // A timesheet whose placement is gone keeps an empty position, as the left join gave it.
      for (const id of placements) this.positions.set(id, null);
      for (const r of (await named(() => placementPositions(this.db, this.tenantId, placements))).rows)
        this.positions.set(r.id, r.position);
    }
  }
}

const workerNames = (db: DbOrTx, tenantId: string, ids: string[]) =>
  db.execute<{ id: string; name: string }>(sql`select c.id, c.first_name || ' ' || c.last_name as name
    from candidates c where c.tenant_id = ${tenantId} and ${anyUuid(sql`c.id`, ids)}`);

const siteNames = (db: DbOrTx, tenantId: string, ids: string[]) =>
  db.execute<{ id: string; location: string; company: string }>(sql`select l.id, l.name as location, co.name as company
    from locations l join companies co on co.id = l.company_id and co.tenant_id = l.tenant_id
    where l.tenant_id = ${tenantId} and ${anyUuid(sql`l.id`, ids)}`);

const placementPositions = (db: DbOrTx, tenantId: string, ids: string[]) =>
  db.execute<{ id: string; position: string | null }>(sql`select p.id, p.position
    from placements p where p.tenant_id = ${tenantId} and ${anyUuid(sql`p.id`, ids)}`);

type RawRow = Record<string, unknown>;

/**
 * A page row as the files read it: the same values the list's row would carry for these fields. Null when
 * its worker or site is not found, a row the list's inner joins would not have given either.
 */
function toExportRow(r: RawRow, names: Names): ExportRow | null {
  const worker = names.workers.get(r.candidate_id as string);
  const site = names.sites.get(r.location_id as string);
  if (worker === undefined || site === undefined) return null;
  return {
    _id: String(r.id),
    user_id: String(r.candidate_id),
    worker_name: String(worker),
    location_name: String(site.location),
    company_name: String(site.company),
    placement_id: (r.placement_id as string) ?? null,
    position: r.placement_id ? (names.positions.get(r.placement_id as string) ?? null) : null,
    week_start: String(r.week_start),
    week_end: String(r.week_end),
    status: r.status as TimesheetStatus,
    // The pay-and-bill engine's stored totals and what they sum to: one computation for every reader.
    ...rowFigures(r),
    pay_amounts: (r.pay_amounts as TierAmounts | null) ?? null,
    invoiced_client: Boolean(r.invoiced_client),
    invoiced_vendor: Boolean(r.invoiced_vendor),
    locked: Boolean(r.locked),
    payroll_exported_at: isoOrNull(r.payroll_exported_at),
    comment: (r.comment as string) ?? null,
    manager: (r.manager as string) ?? null,
    submitted_at: isoOrNull(r.submitted_at),
    approved_at: isoOrNull(r.approved_at),
    updated_at: isoOrNull(r.updated_at)!,
  };
}

/**
 * Rows for exports (the ids given, else the list's filter), newest week first, read in keyset pages as the
 * file is read: memory stays flat however many there are, and no query is open while the client is slow.
 * The pages are read when the response body is pulled, after the route handler returned: they keep the
 * route's name for the slow-work log (lib/db/slow-work.ts).
 */
export function iterateExportRows(
  db: DbOrTx,
  scope: Scope,
  sel: { ids?: string[]; filter?: Partial<TimesheetFilter> },
  pageSize = EXPORT_PAGE_ROWS,
): AsyncGenerator<ExportRow> {
  const name = workName();
  return pages(db, scope, sel, pageSize, (query) => runNamed(name, query));
}

async function* pages(
  db: DbOrTx,
  scope: Scope,
  sel: { ids?: string[]; filter?: Partial<TimesheetFilter> },
  pageSize: number,
  named: <T>(query: () => Promise<T>) => Promise<T>,
): AsyncGenerator<ExportRow> {
  const where = sql.join(await named(() => selectionConditions(db, scope, sel)), sql` and `);
  const names = new Names(db, scope.tenantId);
  let after: { week: string; id: string } | null = null;
  for (;;) {
    const cursor: SQL = after ? sql`and (t.week_start, t.id) < (${after.week}::date, ${after.id}::uuid)` : sql``;
    const rows = await named(() =>
      db.execute<RawRow>(sql`select ${EXPORT_SELECT} from timesheets t where ${where} ${cursor}
        order by t.week_start desc, t.id desc limit ${pageSize}`),
    );
    await names.learn(rows.rows, named);
    for (const r of rows.rows) {
      const row = toExportRow(r, names);
      if (row) yield row;
    }
    const last = rows.rows.at(-1);
    if (!last || rows.rows.length < pageSize) return;
    after = { week: String(last.week_start), id: String(last.id) };
  }
}
