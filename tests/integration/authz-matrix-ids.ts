import { eq, sql } from 'drizzle-orm';
import * as fileRoute from '@/app/api/candidates/files/route';
import * as oneFileRoute from '@/app/api/candidates/files/[id]/route';
import * as noteRoute from '@/app/api/candidates/notes/route';
import * as windowRoute from '@/app/api/candidates/availability/[candidateId]/v2/route';
import * as kioskRoute from '@/app/api/main/companies/[id]/kiosks/route';
import * as ticketRoute from '@/app/api/main/helpdesk/tickets/route';
import { db } from '@/lib/db/client';
import { availabilityWindows, kiosks, notes, notifications, tickets } from '@/lib/db/schema';
import { call, json } from './helpers';

/**
 * What the matrix puts in each dynamic path segment: a real row of the right table for each tenant
 * (acme for the own-tenant cells, globex for the other-tenant ones), the tenant's slug, or a fixed
 * value that is no entity (an enum in the path). A route whose segment has no entry here fails the matrix.
 */
export type SegmentKind =
  | { entity: IdTable; /** what acme's own cells send instead of a row id (a layout is `me`) */ own?: string }
  | { slug: true }
  | { fixed: string };

/** A table and the rows of it a segment names; `undated` tables have no created_at to order by. */
type TableRow = { table: string; where?: string; undated?: boolean };

/** Row pickers: one row of the tenant, of the kind the segment names. */
const TABLES = {
  applications: { table: 'applications' },
  candidates: { table: 'candidates' },
  availability_windows: { table: 'availability_windows' },
  notification_inbox: { table: 'notification_inbox' },
  attachments: { table: 'attachments' },
  notes: { table: 'notes' },
  candidate_statuses: { table: 'status_options', where: "kind = 'candidate'" },
  career_resources: { table: 'career_resources' },
  career_resource_categories: { table: 'career_resource_categories' },
  timesheets: { table: 'timesheets' },
  companies: { table: 'companies' },
  kiosks: { table: 'kiosks' },
  company_positions: { table: 'positions', where: 'company_id is not null' },
  tenant_positions: { table: 'positions', where: 'company_id is null' },
  custom_fields: { table: 'custom_fields' },
  custom_reports: { table: 'custom_reports' },
  tickets: { table: 'tickets' },
  job_categories: { table: 'job_categories' },
  skills: { table: 'skills' },
  jobs: { table: 'jobs' },
  orders: { table: 'orders' },
  placements: { table: 'placements' },
  push_notifications: { table: 'push_notifications' },
  referral_bonus_rules: { table: 'referral_bonus_rules' },
  referrals: { table: 'referrals' },
  todos: { table: 'todos' },
  contacts: { table: 'contacts' },
  locations: { table: 'locations' },
  transport_routes: { table: 'transport_routes' },
  onboarding_assignments: { table: 'onboarding_assignments' },
  onboarding_items: { table: 'onboarding_items', undated: true },
  document_types: { table: 'document_types', undated: true },
  onboarding_packets: { table: 'onboarding_packets' },
  branches: { table: 'branches' },
  invoices: { table: 'invoices' },
  regions: { table: 'regions' },
  sub_roles: { table: 'sub_roles' },
  users: { table: 'users' },
  timecards: { table: 'timecards' },
  notifications: { table: 'notifications' },
  shifts: { table: 'shifts' },
  worker_blocks: { table: 'worker_blocks' },
} satisfies Record<string, TableRow>;
export type IdTable = keyof typeof TABLES;

const entity = (table: IdTable, own?: string): SegmentKind => ({ entity: table, own });

/**
 * Segment → kind, keyed by the end of the route's path up to and including the segment (the longest
 * key that matches wins), so `[id]` means a job under /main/jobs and a candidate under /candidates/candidates.
 */
export const SEGMENT_KINDS: Readonly<Record<string, SegmentKind>> = {
  '[...path]': { fixed: 'authz-matrix/unknown' },
  'candidates/applications/[id]': entity('applications'),
  'applications/candidate/[candidateId]': entity('candidates'),
  'availability/[candidateId]': entity('candidates'),
  'availability/[candidateId]/v2/[windowId]': entity('availability_windows'),
  'candidates/candidates/[id]': entity('candidates'),
  'exclusions/[companyId]': entity('companies'),
  'inbox/[itemId]': entity('notification_inbox'),
  'candidates/files/[id]': entity('attachments'),
  'candidates/notes/[id]': entity('notes'),
  'preferences/[candidateId]': entity('candidates'),
  'public/[company]': { slug: true },
  'public/[company]/jobs/[jobId]': entity('jobs'),
  'statuses/[kind]': { fixed: 'candidate' },
  'statuses/[kind]/[id]': entity('candidate_statuses'),
  'career-resources/[id]': entity('career_resources'),
  'career-resources/categories/[id]': entity('career_resource_categories'),
  'client-portal/[company_id]': { slug: true },
  // Public, so only the anonymous cell runs: any well-formed id does.
  'journey-files/[fileId]': { fixed: '00000000-0000-4000-8000-000000000000' },
  // Public: a token of the right shape that names no approval link.
  'approval-links/[token]': { fixed: 'authz-matrix-token-names-no-approval-link-x' },
  'client-portal/timesheets/[userId]': entity('candidates'),
  'timesheets/count/[status]': { fixed: 'all' },
  'timesheets/export/[kind]': { fixed: 'csv' },
  'timesheets/logs/[id]': entity('timesheets'),
  'timesheets/payroll/[id]': entity('timesheets'),
  'timesheets/v2/[id]': entity('timesheets'),
  'v2/invoice/[id]': entity('timesheets'),
  'v2/mark/[id]': entity('timesheets'),
  'v2/reject/[id]': entity('timesheets'),
  'whos-working/[timesheetId]': entity('timesheets'),
  'main/companies/[id]': entity('companies'),
  'kiosks/[kioskId]': entity('kiosks'),
  'companies/[id]/positions/[positionId]': entity('company_positions'),
  'custom-fields/[id]': entity('custom_fields'),
  'values/[entity]': { fixed: 'candidate' },
  'values/[entity]/[entityId]': entity('candidates'),
  'custom-reports/[id]': entity('custom_reports'),
  'dashboard-labels/[id]': { fixed: 'shift' },
  'helpdesk/tickets/[id]': entity('tickets'),
  'job-categories/[id]': entity('job_categories'),
  'skills/[skillId]': entity('skills'),
  'main/jobs/[id]': entity('jobs'),
  // A layout is the caller's own (`me`); another tenant's user id must be a 404.
  'layouts/[id]': entity('users', 'me'),
  'main/orders/[id]': entity('orders'),
  'main/placements/[id]': entity('placements'),
  'main/positions/[id]': entity('tenant_positions'),
  'push-notifications/[id]': entity('push_notifications'),
  'referral-bonus-rules/[id]': entity('referral_bonus_rules'),
  'referrals/[id]': entity('referrals'),
  'table-configs/[table]': { fixed: 'timesheets' },
  'todos/[id]': entity('todos'),
  'company-contacts/[id]': entity('contacts'),
  'on-demand/locations/[id]': entity('locations'),
  'on-demand/shifts/[id]': entity('shifts'),
  'on-demand/routes/[id]': entity('transport_routes'),
  'onboarding/assignments/[id]': entity('onboarding_assignments'),
  'items/[itemId]': entity('onboarding_items'),
  'document-types/[id]': entity('document_types'),
  'onboarding/packets/[id]': entity('onboarding_packets'),
  'users/branches/[id]': entity('branches'),
  'users/regions/[id]': entity('regions'),
  'users/sub-roles/[id]': entity('sub_roles'),
  'users/users/[id]': entity('users'),
  'timecard/[id]': entity('timecards'),
  // A timecard's rating (lib/shift-ratings): the card's tenant, and for a contact its location, decide.
  'client-portal/timecards/[id]': entity('timecards'),
  // A pg-boss job id: no table of the app's. Any uuid that is no failed job of the caller's tenant is a 404.
  'background-jobs/[id]': { fixed: '00000000-0000-4000-8000-000000000000' },
  // A user's own notification (lib/notification-centre): another tenant's, like another user's, is a 404.
  'main/notifications/[id]': entity('notifications'),
  // A client block (lib/worker-blocks): the tenant's, and for a contact one in force at her sites.
  'worker-blocks/[id]': entity('worker_blocks'),
  // An invoice (lib/invoices): the tenant's; the demo story bills weeks 4 to 6 back, so each tenant has some.
  'invoices/[id]': entity('invoices'),
  // A client company's billing set-up.
  'invoices/clients/[id]': entity('companies'),
  // An invoice's file layout: lines, quickbooks or xero.
  'invoices/[id]/export/[kind]': { fixed: 'xero' },
};

/** The kind of `param` in `template`, by the longest SEGMENT_KINDS key its path ends with. */
export function segmentKind(template: string, param: string): SegmentKind | undefined {
  const segments = template.split('/');
  const at = segments.findIndex((s) => s === `[${param}]` || s === `[...${param}]` || s === `[[...${param}]]`);
  const upTo = segments.slice(0, at + 1).join('/');
  const keys = Object.keys(SEGMENT_KINDS).filter((k) => upTo === k || upTo.endsWith(`/${k}`));
  const best = keys.sort((a, b) => b.length - a.length)[0];
  return best ? SEGMENT_KINDS[best] : undefined;
}

export type TenantIds = { slug: string; tenantId: string; rows: Record<IdTable, string> };

/** The tenant's oldest row of the kind: a seeded one, not one another test file made (and may have changed). */
async function pickRow(tenantId: string, table: IdTable): Promise<string | undefined> {
  const from: TableRow = TABLES[table];
  const filter = from.where ? sql.raw(`and ${from.where}`) : sql``;
  const order = sql.raw(from.undated ? 'id' : 'created_at, id');
  const res = await db().execute<{ id: string }>(
    sql`select id from ${sql.raw(from.table)} where tenant_id = ${tenantId} ${filter} order by ${order} limit 1`,
  );
  return res.rows[0]?.id;
}

/** The `_id` of a created row, or a thrown error with the answer's body. */
async function createdId(res: Response, what: string): Promise<string> {
  const body = await json<{ data?: { _id?: string } }>(res);
  if (res.status >= 300 || !body.data?._id) throw new Error(`authz matrix fixture ${what}: ${res.status} ${JSON.stringify(body)}`);
  return body.data._id;
}

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/**
 * Rows the demo data has none of, made through the API by the tenant's Super Admin so every segment
 * names a real row in both tenants: a note, a file, an availability window, a kiosk, a ticket.
 */
async function makeFixtures(token: string, candidateId: string, companyId: string): Promise<Partial<Record<IdTable, string>>> {
  const form = new FormData();
  form.set('candidate_id', candidateId);
  form.set('kind', 'resume');
  form.set('file', new File([PDF as BlobPart], 'authz-matrix.pdf', { type: 'application/pdf' }));
  return {
    notes: await createdId(
      await call(noteRoute.POST, 'POST', '/api/candidates/notes', {
        token,
        body: { subject_type: 'candidate', subject_id: candidateId, body: 'Authorization matrix fixture' },
      }),
      'note',
    ),
    attachments: await createdId(await call(fileRoute.POST, 'POST', '/api/candidates/files', { token, form }), 'file'),
    availability_windows: await createdId(
      await call(windowRoute.POST, 'POST', `/api/candidates/availability/${candidateId}/v2`, {
        token,
        params: { candidateId },
        body: { kind: 'unavailable', starts_at: '2031-03-03T00:00:00Z', ends_at: '2031-03-04T00:00:00Z' },
      }),
      'window',
    ),
    kiosks: await createdId(
      await call(kioskRoute.POST, 'POST', `/api/main/companies/${companyId}/kiosks`, {
        token,
        params: { id: companyId },
        body: { name: 'Authorization matrix kiosk' },
      }),
      'kiosk',
    ),
    tickets: await createdId(
      await call(ticketRoute.POST, 'POST', '/api/main/helpdesk/tickets', {
        token,
        body: { subject: 'Authorization matrix fixture', body: 'Made by the authorization matrix test.' },
      }),
      'ticket',
    ),
  };
}

/**
 * An in-app notification for the tenant's first user: the demo data has none, and notify() (issue 11)
 * writes them only as events happen, so the matrix writes one row directly.
 */
async function makeNotification(tenantId: string): Promise<string> {
  const res = await db().execute<{ id: string }>(sql`insert into notifications (tenant_id, user_id, event, idempotency_key, payload, link)
    select tenant_id, id, 'ticket_replied', 'authz-matrix', '{"subject":"Authorization matrix"}'::jsonb, '/iframes/support-center'
    from users where tenant_id = ${tenantId} order by created_at, id limit 1
    on conflict (user_id, idempotency_key) do update set read_at = null returning id`);
  if (!res.rows[0]) throw new Error('authz matrix fixture notification: the tenant has no user');
  return res.rows[0].id;
}

/**
 * A client block of a worker of the matrix's own (the demo data has none, and a block of a demo worker
 * would keep other files' assignments away from the company): the worker goes in removeFixtures, the block with him.
 */
async function makeWorkerBlock(tenantId: string): Promise<string> {
  const res = await db().execute<{ id: string }>(sql`with worker as (
      insert into candidates (tenant_id, first_name, last_name, email)
      values (${tenantId}, 'Matrix', 'Blocked Worker', 'authz-matrix-blocked@fixture.test') returning id, tenant_id)
    insert into worker_blocks (tenant_id, candidate_id, company_id, reason)
    select worker.tenant_id, worker.id, co.id, 'Authorization matrix fixture' from worker
      join lateral (select id from companies where tenant_id = worker.tenant_id order by created_at, id limit 1) co on true
    returning id`);
  if (!res.rows[0]) throw new Error('authz matrix fixture worker block: the tenant has no company');
  return res.rows[0].id;
}

/** Removes what makeFixtures made: the file through its API (so its bytes go too), the rest by id. */
export async function removeFixtures(ids: TenantIds, superAdminToken: string): Promise<void> {
  const fileId = ids.rows.attachments;
  await call(oneFileRoute.DELETE, 'DELETE', `/api/candidates/files/${fileId}`, { token: superAdminToken, params: { id: fileId } });
  await db().delete(notes).where(eq(notes.id, ids.rows.notes));
  await db().delete(availabilityWindows).where(eq(availabilityWindows.id, ids.rows.availability_windows));
  await db().delete(kiosks).where(eq(kiosks.id, ids.rows.kiosks));
  await db().delete(tickets).where(eq(tickets.id, ids.rows.tickets));
  await db().delete(notifications).where(eq(notifications.id, ids.rows.notifications));
  await db().execute(sql`delete from candidates where id = (select candidate_id from worker_blocks where id = ${ids.rows.worker_blocks})`);
}

/** One row per table for the tenant, fixtures made where the demo data has none. */
export async function tenantIds(slug: string, tenantId: string, superAdminToken: string): Promise<TenantIds> {
  const picked: Partial<Record<IdTable, string>> = {};
  for (const table of Object.keys(TABLES) as IdTable[]) picked[table] = await pickRow(tenantId, table);
  const made = {
    ...(await makeFixtures(superAdminToken, picked.candidates ?? '', picked.companies ?? '')),
    notifications: await makeNotification(tenantId),
    worker_blocks: await makeWorkerBlock(tenantId),
  };
  const rows = { ...picked, ...made };
  const missing = (Object.keys(TABLES) as IdTable[]).filter((t) => !rows[t]);
  if (missing.length) throw new Error(`authz matrix: ${slug} has no row in ${missing.join(', ')}`);
  return { slug, tenantId, rows: rows as Record<IdTable, string> };
}

/** The value of a segment for a tenant; `own` marks acme's own cells (a layout is then `me`). */
export function segmentValue(kind: SegmentKind, ids: TenantIds, own: boolean): string {
  if ('fixed' in kind) return kind.fixed;
  if ('slug' in kind) return ids.slug;
  return own && kind.own ? kind.own : ids.rows[kind.entity];
}

/** Whether a segment names something of one tenant (a row or the tenant itself), i.e. another's must be refused. */
export const isTenantScoped = (kind: SegmentKind): boolean => !('fixed' in kind);
