import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { notFound } from '@/lib/errors';
import { offsetOf } from '@/lib/schema-kit/paging';
import { allowsLocation, type LocationScope } from '@/lib/auth/contact-scope';
import { ROLE_IDS } from '@/lib/auth/roles';
import type { DbOrTx } from '@/lib/db/client';
import { iso } from '@/lib/db/iso';
import type { BlocksQuery } from './schema';
import type { BlockScopeInfo, WorkerBlock } from './schema';

type Raw = Record<string, unknown>;
/** The tenant, and for a Company Contact her assigned locations (lib/auth/contact-scope). */
export type BlockScope = LocationScope & { tenantId: string };

const ids = (xs: readonly string[]) =>
  sql.join(
    xs.map((x) => sql`${x}::uuid`),
    sql`, `,
  );

const BLOCK_SELECT = sql`b.id, b.candidate_id, c.first_name || ' ' || c.last_name as candidate_name, b.company_id,
  co.name as company_name, b.location_id, l.name as location_name, b.reason, b.created_by, u.username as created_by_name,
  coalesce(u.role_id = ${ROLE_IDS.company_contact}, false) as created_by_client, b.created_at
  from worker_blocks b
  join candidates c on c.id = b.candidate_id and c.tenant_id = b.tenant_id
  join companies co on co.id = b.company_id and co.tenant_id = b.tenant_id
  left join locations l on l.id = b.location_id and l.tenant_id = b.tenant_id
  left join users u on u.id = b.created_by and u.tenant_id = b.tenant_id`;

function toBlock(r: Raw): WorkerBlock {
  return {
    _id: String(r.id),
    candidate_id: String(r.candidate_id),
    candidate_name: String(r.candidate_name),
    company_id: String(r.company_id),
    company_name: String(r.company_name),
    location_id: r.location_id === null ? null : String(r.location_id),
    location_name: (r.location_name as string | null) ?? null,
    reason: (r.reason as string | null) ?? null,
    created_by: r.created_by === null ? null : String(r.created_by),
    created_by_name: (r.created_by_name as string | null) ?? null,
    created_by_client: r.created_by_client === true,
    created_at: iso(r.created_at),
  };
}

/**
 * The blocks a scope sees: staff every block of the tenant; a Company Contact the blocks that hold at one
 * of her locations — that location's own, or her company's as a whole.
 */
function visible(scope: BlockScope): SQL {
  if (scope.locationIds === null) return sql`true`;
  if (scope.locationIds.length === 0) return sql`false`;
  const mine = ids(scope.locationIds);
  return sql`(b.location_id in (${mine}) or (b.location_id is null and b.company_id in
    (select ml.company_id from locations ml where ml.tenant_id = ${scope.tenantId} and ml.id in (${mine}))))`;
}

/** GET /worker-blocks: newest first, filtered by worker, company or location, paged. */
export async function listBlocks(db: DbOrTx, scope: BlockScope, q: BlocksQuery): Promise<{ rows: WorkerBlock[]; total: number }> {
  const where = sql.join(
    [
      sql`b.tenant_id = ${scope.tenantId}`,
      visible(scope),
      q.candidate_id ? sql`b.candidate_id = ${q.candidate_id}` : null,
      q.company_id ? sql`b.company_id = ${q.company_id}` : null,
      // A location's blocks are the ones in force there: its own and its company's.
      q.location_id
        ? sql`(b.location_id = ${q.location_id} or (b.location_id is null and b.company_id =
            (select fl.company_id from locations fl where fl.tenant_id = ${scope.tenantId} and fl.id = ${q.location_id})))`
        : null,
    ].filter((x): x is SQL => x !== null),
    sql` and `,
  );
  const [rows, count] = await Promise.all([
    db.execute<Raw>(sql`select ${BLOCK_SELECT} where ${where} order by b.created_at desc, b.id desc
      limit ${q.per_page} offset ${offsetOf(q)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from worker_blocks b where ${where}`),
  ]);
  return { rows: rows.rows.map(toBlock), total: Number(count.rows[0]?.n ?? 0) };
}

/** One block by id, in the tenant (else null). */
export async function blockById(tx: DbOrTx, tenantId: string, id: string): Promise<WorkerBlock | null> {
  const res = await tx.execute<Raw>(sql`select ${BLOCK_SELECT} where b.tenant_id = ${tenantId} and b.id = ${id}`);
  return res.rows[0] ? toBlock(res.rows[0]) : null;
}

/** A location of the tenant with its company, for a scope that may see it (a contact: her own), else 404. */
export async function scopedLocation(tx: DbOrTx, scope: BlockScope, locationId: string) {
  const res = await tx.execute<Raw>(sql`select l.id, l.name, l.company_id, co.name as company_name
    from locations l join companies co on co.id = l.company_id and co.tenant_id = l.tenant_id
    where l.tenant_id = ${scope.tenantId} and l.id = ${locationId}`);
  const r = res.rows[0];
  if (!r || !allowsLocation(scope, String(r.id))) throw notFound('location');
  return { id: String(r.id), name: String(r.name), companyId: String(r.company_id), companyName: String(r.company_name) };
}

/** The tenant's candidate, else 404. */
export async function tenantCandidate(tx: DbOrTx, tenantId: string, candidateId: string): Promise<string> {
  const res = await tx.execute<Raw>(sql`select id from candidates where tenant_id = ${tenantId} and id = ${candidateId}`);
  if (!res.rows[0]) throw notFound('candidate');
  return String(res.rows[0].id);
}

/**
 * What a Company Contact holds of a company: the company's locations she is assigned to, and whether she
 * is assigned to every one of them (only then may she speak for the company as a whole). Staff hold all.
 */
export async function companyCoverage(tx: DbOrTx, scope: BlockScope, companyId: string): Promise<{ managed: string[]; all: boolean }> {
  const res = await tx.execute<{ id: string }>(
    sql`select id from locations where tenant_id = ${scope.tenantId} and company_id = ${companyId}`,
  );
  const locations = res.rows.map((r) => String(r.id));
  const managed = locations.filter((id) => allowsLocation(scope, id));
  return { managed, all: managed.length > 0 && managed.length === locations.length };
}

/**
 * Whether the worker has worked (a timecard or a timesheet) or been put forward (a shift assignment,
 * whatever became of it) at one of these locations: the only workers a contact may block, so she cannot browse the agency's pool.
 */
export async function workedAt(tx: DbOrTx, tenantId: string, candidateId: string, locationIds: readonly string[]): Promise<boolean> {
  if (!locationIds.length) return false;
  const at = ids(locationIds);
  const res = await tx.execute<{ yes: boolean }>(sql`select (
      exists (select 1 from timecards tc where tc.tenant_id = ${tenantId} and tc.candidate_id = ${candidateId} and tc.location_id in (${at}))
      or exists (select 1 from timesheets t where t.tenant_id = ${tenantId} and t.candidate_id = ${candidateId} and t.location_id in (${at}))
      or exists (select 1 from shift_assignments a join shifts s on s.id = a.shift_id and s.tenant_id = a.tenant_id
        where a.tenant_id = ${tenantId} and a.candidate_id = ${candidateId} and s.location_id in (${at}))
    ) as yes`);
  return res.rows[0]?.yes === true;
}

/** The blocks in force for the worker at a location: the location's own and the company's. */
async function blocksAt(tx: DbOrTx, tenantId: string, candidateId: string, locationId: string, companyId: string) {
  const res = await tx.execute<Raw>(sql`select ${BLOCK_SELECT} where b.tenant_id = ${tenantId} and b.candidate_id = ${candidateId}
    and b.company_id = ${companyId} and (b.location_id is null or b.location_id = ${locationId}) order by b.created_at, b.id`);
  return res.rows.map(toBlock);
}

/**
 * GET /worker-blocks/scope: the dialog's facts. Staff may block anyone anywhere in the tenant; a contact
 * at a location of hers, a worker who worked or was assigned at one of her locations of that company, and
 * the company as a whole only when every location of it is hers. What is already in force is not offered.
 */
export async function blockScopeOf(db: DbOrTx, scope: BlockScope, candidateId: string, locationId: string): Promise<BlockScopeInfo> {
  const tx = db;
  const location = await scopedLocation(tx, scope, locationId);
  await tenantCandidate(tx, scope.tenantId, candidateId);
  const coverage = await companyCoverage(tx, scope, location.companyId);
  // A worker she never had is none of hers: the same 404 as a worker that does not exist.
  if (scope.locationIds !== null && !(await workedAt(tx, scope.tenantId, candidateId, coverage.managed))) throw notFound('worker');
  const blocks = await blocksAt(tx, scope.tenantId, candidateId, location.id, location.companyId);
  const companyBlocked = blocks.some((b) => b.location_id === null);
  const hereBlocked = companyBlocked || blocks.some((b) => b.location_id === location.id);
  return {
    candidate_id: candidateId,
    location_id: location.id,
    location_name: location.name,
    company_id: location.companyId,
    company_name: location.companyName,
    can_block_location: !hereBlocked,
    can_block_company: coverage.all && !companyBlocked,
    blocks,
  };
}

/** The candidate's timesheet with its site (location and company), or null when the tenant has no such sheet of hers. */
export async function candidateTimesheetSite(
  tx: DbOrTx,
  tenantId: string,
  candidateId: string,
  timesheetId: string,
): Promise<{ id: string; status: string; location_id: string; company_id: string } | null> {
  const res = await tx.execute<{ id: string; status: string; location_id: string; company_id: string }>(sql`
    select t.id, t.status, t.location_id, l.company_id from timesheets t join locations l on l.id = t.location_id and l.tenant_id = t.tenant_id
    where t.tenant_id = ${tenantId} and t.id = ${timesheetId} and t.candidate_id = ${candidateId}`);
  return res.rows[0] ?? null;
}

/** The timesheet a block was made from, as its creation's audit row names it, if the sheet is still there. */
export async function blockSourceTimesheet(
  tx: DbOrTx,
  tenantId: string,
  blockId: string,
  candidateId: string,
): Promise<{ id: string; status: string } | null> {
  const res = await tx.execute<{ id: string; status: string }>(sql`select t.id, t.status from audit_log a
    join timesheets t on t.tenant_id = a.tenant_id and t.id::text = a.meta ->> 'timesheet_id'
    where a.tenant_id = ${tenantId} and a.action = 'worker_block.create' and a.target = ${candidateId} and a.meta ->> 'block_id' = ${blockId}
    order by a.id desc limit 1`);
  return res.rows[0] ?? null;
}

/** The statuses that hold a worker's time (lib/shifts/definitions.ts HOLDING; lib/shifts depends on this module). */
const HOLDING = sql`('invited', 'accepted')`;

/**
 * The places the worker holds inside a new block's scope on shifts that have not started and are not
 * cancelled, locked in the order the shift actions take them (the shift, then the worker): the shifts by id,
 * then her candidate row (even with nothing to withdraw, it serialises the block with an invitation racing
 * it), then her assignment rows by id, read again under the locks (the shifts may have started, or been
 * cancelled or moved, while we waited).
 */
export async function lockHeldPlacesInScope(
  tx: DbOrTx,
  block: { tenantId: string; candidateId: string; companyId: string; locationId: string | null },
): Promise<{ id: string; shift_id: string; status: string }[]> {
  const { tenantId, candidateId } = block;
  const inScope = block.locationId
    ? sql`s.location_id = ${block.locationId}`
    : sql`s.location_id in (select id from locations where tenant_id = ${tenantId} and company_id = ${block.companyId})`;
  const open = sql`a.tenant_id = ${tenantId} and a.candidate_id = ${candidateId} and a.status in ${HOLDING}
    and s.status <> 'cancelled' and s.starts_at > now() and ${inScope}`;
  await tx.execute(sql`select s.id from shifts s
    where s.tenant_id = ${tenantId} and s.id in (select a.shift_id from shift_assignments a join shifts s on s.id = a.shift_id and s.tenant_id = a.tenant_id where ${open})
    order by s.id for update of s`);
  await tx.execute(sql`select id from candidates where tenant_id = ${tenantId} and id = ${candidateId} for update`);
  const held = await tx.execute<{ id: string; shift_id: string; status: string }>(sql`select a.id, a.shift_id, a.status
    from shift_assignments a join shifts s on s.id = a.shift_id and s.tenant_id = a.tenant_id
    where ${open} order by a.id for update of a`);
  return held.rows;
}
