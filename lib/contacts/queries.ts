import 'server-only';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { notFound } from '@/lib/errors';
import { likePattern, offsetOf } from '@/lib/schema-kit/paging';
import { orderBySort } from '@/lib/schema-kit/list-sort';
import type { DbOrTx } from '@/lib/db/client';
import { contacts } from '@/lib/db/schema';
import type { ContactsQuery } from './schema';
import type { ContactSort } from './types';
import type { ContactDetail, ContactLocation, ContactRow } from './schema';
import { theRow } from '@/lib/db/rows';

type Raw = Record<string, unknown>;
const textOrNull = (v: unknown) => (v === null || v === undefined ? null : String(v));
const isoOrNull = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

/** The contact by id within the tenant, or 404. */
/**
 * `lock`: for a change, the contact row is locked before anything hanging off it (its location
 * assignments, portal user, profile), so changes to one contact apply one after the other and take
 * rows in one order (lib/db/locks.ts). FOR NO KEY UPDATE: rows referring to the contact are not held up.
 */
export async function loadContact(tx: DbOrTx, tenantId: string, id: string, lock = false) {
  const q = tx
    .select()
    .from(contacts)
    .where(and(eq(contacts.tenantId, tenantId), eq(contacts.id, id)))
    .limit(1);
  const [row] = lock ? await q.for('no key update') : await q;
  if (!row) throw notFound('contact');
  return row;
}

const ROW_SELECT = sql`ct.*, co.name as company_name,
  (select count(*)::int from contact_locations cl where cl.tenant_id = ct.tenant_id and cl.contact_id = ct.id) as locations_count,
  exists (select 1 from contact_profiles cp where cp.contact_id = ct.id and cp.tenant_id = ct.tenant_id and cp.avatar_upload_id is not null) as has_avatar,
  exists (select 1 from users u where u.tenant_id = ct.tenant_id and u.contact_id = ct.id and u.is_contact and u.active) as portal_access`;
const ROW_FROM = sql`from contacts ct join companies co on co.id = ct.company_id and co.tenant_id = ct.tenant_id`;

function toRow(r: Raw): ContactRow {
  const first = String(r.first_name);
  const last = String(r.last_name);
  return {
    _id: String(r.id),
    company_id: String(r.company_id),
    company_name: String(r.company_name),
    first_name: first,
    last_name: last,
    name: `${first} ${last}`,
    email: String(r.email),
    phone: textOrNull(r.phone),
    title: textOrNull(r.title),
    archived_at: isoOrNull(r.archived_at),
    created_at: new Date(r.created_at as string).toISOString(),
    locations_count: Number(r.locations_count ?? 0),
    has_avatar: Boolean(r.has_avatar),
    portal_access: Boolean(r.portal_access),
  };
}

function contactFilters(tenantId: string, q: ContactsQuery): SQL {
  const where: SQL[] = [sql`ct.tenant_id = ${tenantId}`];
  if (q.archived === 'true') where.push(sql`ct.archived_at is not null`);
  if (q.archived === 'false') where.push(sql`ct.archived_at is null`);
  if (q.company) where.push(sql`ct.company_id = ${q.company}`);
  if (q.search) {
    const like = likePattern(q.search);
    where.push(
      sql`(ct.first_name || ' ' || ct.last_name ilike ${like} or ct.email ilike ${like} or ct.title ilike ${like} or co.name ilike ${like})`,
    );
  }
  return sql.join(where, sql` and `);
}

const CONTACT_ORDER: Record<ContactSort, SQL[]> = {
  name: [sql`ct.last_name`, sql`ct.first_name`],
  company: [sql`co.name`, sql`ct.last_name`, sql`ct.first_name`],
  email: [sql`ct.email`],
};

export async function listContacts(db: DbOrTx, tenantId: string, q: ContactsQuery) {
  const where = contactFilters(tenantId, q);
  const [rows, total] = await Promise.all([
    db.execute<Raw>(
      sql`select ${ROW_SELECT} ${ROW_FROM} where ${where} order by ${orderBySort(q.sort, CONTACT_ORDER, sql`ct.id`)} limit ${q.per_page} offset ${offsetOf(q)}`,
    ),
    db.execute<{ n: number }>(sql`select count(*)::int as n ${ROW_FROM} where ${where}`),
  ]);
  return { data: rows.rows.map(toRow), total: Number(theRow(total.rows, 'count').n) };
}

async function getContactRow(db: DbOrTx, tenantId: string, id: string): Promise<ContactRow> {
  const rows = await db.execute<Raw>(sql`select ${ROW_SELECT} ${ROW_FROM} where ct.tenant_id = ${tenantId} and ct.id = ${id}`);
  if (!rows.rows[0]) throw notFound('contact');
  return toRow(rows.rows[0]);
}

/** The contact with every location of its company, each marked assigned or not (the locations tab). */
export async function getContact(db: DbOrTx, tenantId: string, id: string): Promise<ContactDetail> {
  const row = await getContactRow(db, tenantId, id);
  const locs = await db.execute<Raw>(sql`select l.id, l.name, l.city, l.state, l.status,
      exists (select 1 from contact_locations cl where cl.tenant_id = l.tenant_id and cl.contact_id = ${id} and cl.location_id = l.id) as assigned
    from locations l where l.tenant_id = ${tenantId} and l.company_id = ${row.company_id} order by l.name, l.id`);
  const locations: ContactLocation[] = locs.rows.map((l) => ({
    _id: String(l.id),
    name: String(l.name),
    city: textOrNull(l.city),
    state: textOrNull(l.state),
    status: String(l.status),
    assigned: Boolean(l.assigned),
  }));
  return { ...row, locations };
}
