import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { inLocations } from '@/lib/auth/contact-scope';
import type { SavedContactSettings } from '@/lib/auth/contact-permissions';
import { hashToken } from '@/lib/auth/login';
import { anyUuid } from '@/lib/db/any-uuid';
import type { DbOrTx } from '@/lib/db/client';
import { isoOrNull } from '@/lib/db/iso';
import { approvalLinks, contactProfiles, tenants, users } from '@/lib/db/schema';
import { addDays, localDate } from '@/lib/pay-rules/zone';
import { getSettings } from '@/lib/settings/queries';
import type { Scope } from '@/lib/timesheets/scope';
import { sheetDayFigures } from '@/lib/timesheets/day-figures';
import { storedDays, type StoredDays } from '@/lib/timesheets/stored-days';
import type { TimesheetStatus } from '@/lib/timesheets/types';
import { isApprovalToken } from './schema';
import { exceptionsOfTimesheets } from '@/lib/punches/queries';
import type { TimecardException } from '@/lib/punches/schema';
import { readApprovalLinkDays } from '@/lib/settings/approval-links';

const DAY_MS = 86_400_000;

/**
 * `valid`: it may decide. `expired`: past its expiry, or older than the company's current setting
 * allows (shortening the setting ends links already sent). `revoked`: its contact's user was deactivated.
 */
type LinkState = 'valid' | 'expired' | 'revoked';

type UserRow = typeof users.$inferSelect;

/** A resolved link: its tenant, its contact (the user it acts as) and the timesheets it names. */
export type ApprovalLink = {
  id: string;
  tenant: { id: string; slug: string; name: string };
  user: Pick<UserRow, 'id' | 'email' | 'username' | 'roleId' | 'firebaseEnv' | 'isContact' | 'contactId' | 'locale'>;
  /** The contact's saved switches (lib/auth/contact-permissions.ts); null when none were saved. */
  contactSettings: SavedContactSettings | null;
  timesheetIds: string[];
  createdAt: Date;
  /** When it stops working: its own expiry or the company's current setting, whichever comes first. */
  expiresAt: Date;
  state: LinkState;
};

/**
 * The link a token names, or null for anything that is not one (a malformed or unknown token, a link
 * whose contact is gone). Looked up by the token's SHA-256 only: the token itself is never stored.
 */
export async function findApprovalLink(db: DbOrTx, token: string): Promise<ApprovalLink | null> {
  if (!isApprovalToken(token)) return null;
  const [row] = await db
    .select({
      link: approvalLinks,
      tenant: { id: tenants.id, slug: tenants.slug, name: tenants.name },
      user: users,
      settings: contactProfiles.settings,
    })
    .from(approvalLinks)
    .innerJoin(tenants, eq(tenants.id, approvalLinks.tenantId))
    .innerJoin(users, and(eq(users.id, approvalLinks.userId), eq(users.tenantId, approvalLinks.tenantId)))
    .leftJoin(
      contactProfiles,
      and(eq(contactProfiles.contactId, users.contactId), eq(contactProfiles.tenantId, users.tenantId), eq(users.isContact, true)),
    )
    .where(eq(approvalLinks.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return null;
  const days = readApprovalLinkDays((await getSettings(row.tenant.id)).approval_links);
  const expiresAt = new Date(Math.min(row.link.expiresAt.getTime(), row.link.createdAt.getTime() + days * DAY_MS));
  const { user } = row;
  return {
    id: row.link.id,
    tenant: row.tenant,
    user: {
      id: user.id,
      email: user.email,
      username: user.username,
      roleId: user.roleId,
      firebaseEnv: user.firebaseEnv,
      isContact: user.isContact,
      contactId: user.contactId,
      locale: user.locale,
    },
    contactSettings: row.settings ?? null,
    timesheetIds: row.link.timesheetIds,
    createdAt: row.link.createdAt,
    expiresAt,
    state: !user.active ? 'revoked' : Date.now() >= expiresAt.getTime() ? 'expired' : 'valid',
  };
}

/**
 * What the link may still do to a timesheet. `open`: awaiting a decision, which the link may take.
 * `approved` / `rejected`: decided (through this link or otherwise); the link shows who and when and
 * cannot change it. `closed`: no longer awaiting approval (sent back for editing, or locked).
 * `unavailable`: archived, deleted, or outside the contact's locations now: nothing of it is shown.
 */
export type SheetState = 'open' | 'approved' | 'rejected' | 'closed' | 'unavailable';

type SheetCard = { clockIn: string; clockOut: string | null; breakMinutes: number; hours: number | null };
/** A local day of the site's week that has time on it. */
type SheetDay = { date: string; cards: SheetCard[]; hours: number };
type SheetDecision = { action: 'approve' | 'reject'; by: string | null; at: string; reason: string | null; fromEmail: boolean };

/**
 * A timesheet as the approval page shows it: the worker, site, week, each day's hours, the engine's
 * totals and what it is billed. Never a pay rate, pay total or margin (lib/auth/pay-visibility.ts):
 * none is even read.
 */
export type SheetView = {
  id: string;
  state: SheetState;
  status: TimesheetStatus | null;
  worker: string;
  position: string | null;
  location: string;
  company: string;
  weekStart: string;
  weekEnd: string;
  timezone: string;
  days: SheetDay[];
  regularHours: number;
  overtimeHours: number;
  doubleTimeHours: number;
  totalHours: number;
  billTotal: number;
  /** Clock-ins still open (ISO): approving is refused until they are closed. */
  openPunches: string[];
  /** Punch exceptions of its cards, open or acknowledged (lib/punches): approving acknowledges each open one. */
  exceptions?: TimecardException[];
  decision: SheetDecision | null;
};

type RawRow = Record<string, unknown>;
const num = (v: unknown) => Number(v ?? 0);
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Who decided each timesheet last, and how: the newest approve or reject of its log. */
async function lastDecisions(db: DbOrTx, tenantId: string, ids: string[]): Promise<Map<string, SheetDecision & { atMs: number }>> {
  const rows =
    await db.execute<RawRow>(sql`select distinct on (l.timesheet_id) l.timesheet_id, l.action, l.created_at, l.comment, l.source, u.username
    from timesheet_logs l left join users u on u.id = l.user_id and u.tenant_id = l.tenant_id
    where l.tenant_id = ${tenantId} and ${anyUuid(sql`l.timesheet_id`, ids)} and l.action in ('approve', 'reject')
    order by l.timesheet_id, l.created_at desc, l.id desc`);
  return new Map(
    rows.rows.map((r) => [
      String(r.timesheet_id),
      {
        action: r.action === 'approve' ? 'approve' : 'reject',
        by: (r.username as string) ?? null,
        at: isoOrNull(r.created_at)!,
        atMs: new Date(r.created_at as string).getTime(),
        reason: r.action === 'reject' ? ((r.comment as string) ?? null) : null,
        fromEmail: r.source === 'email',
      },
    ]),
  );
}

/**
 * The site's local days that have time on them, each with its cards and hours. A card's hours are its
 * share of the timesheet's stored days (lib/timesheets/day-figures.ts) and a day's are the sum of its
 * cards', so the rows add up to the totals shown beside them exactly (the portal's view shows the same).
 */
function daysOf(timezone: string, figures: StoredDays | undefined, own: RawRow[]): SheetDay[] {
  const list = [...own, ...(figures?.neighbours ?? [])].map((c) => ({
    clock_in: c.clock_in as string | Date,
    clock_out: (c.clock_out as string | Date | null) ?? null,
    break_minutes: num(c.break_minutes),
    breaks: c.breaks,
  }));
  const shares = figures ? sheetDayFigures({ ...figures, cards: list }).cards : list.map(() => null);
  const days = new Map<string, SheetDay>();
  const hundredths = new Map<string, number>();
  list.forEach((card, i) => {
    const hours = shares[i] ?? null;
    // A neighbouring week's card is listed for the part of its shift that falls in this week, if any.
    if (i >= own.length && !hours) return;
    const date = localDate(timezone, new Date(card.clock_in).getTime());
    const day = days.get(date) ?? { date, cards: [], hours: 0 };
    day.cards.push({
      clockIn: isoOrNull(card.clock_in)!,
      clockOut: isoOrNull(card.clock_out),
      breakMinutes: card.break_minutes,
      hours,
    });
    // Summed in whole hundredths: adding 2-decimal floats drifts (8.63 + 6.89 is 15.520000000000001).
    const sum = (hundredths.get(date) ?? 0) + Math.round((hours ?? 0) * 100);
    hundredths.set(date, sum);
    day.hours = sum / 100;
    days.set(date, day);
  });
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** The state of one timesheet for this link, from its row (absent: not in scope) and its last decision. */
function stateOf(
  row: RawRow | undefined,
  decision: (SheetDecision & { atMs: number }) | undefined,
  link: Pick<ApprovalLink, 'createdAt'>,
): SheetState {
  if (!row || row.archived_at) return 'unavailable';
  // Decided since the link was sent: the link's one decision is taken, even if the timesheet came back since.
  if (decision && decision.atMs >= link.createdAt.getTime()) return decision.action === 'approve' ? 'approved' : 'rejected';
  if (row.status === 'approved') return 'approved';
  if (row.status === 'rejected') return 'rejected';
  return row.status === 'submitted' && !row.locked ? 'open' : 'closed';
}

/**
 * The link's timesheets as its contact may see them now: within the tenant and her assigned locations
 * (`scope`, from lib/timesheets/scope.ts), worker then week. A timesheet she may no longer see is
 * listed as unavailable, with nothing of it but its id.
 */
export async function approvalSheets(
  db: DbOrTx,
  link: Pick<ApprovalLink, 'tenant' | 'timesheetIds' | 'createdAt'>,
  scope: Scope,
): Promise<SheetView[]> {
  const ids = link.timesheetIds;
  if (!ids.length) return [];
  const tenantId = link.tenant.id;
  const [rows, cards, decisions] = await Promise.all([
    db.execute<RawRow>(sql`select t.id, t.status, t.week_start, t.locked, t.archived_at, t.regular_hours, t.overtime_hours, t.double_time_hours, t.bill_total,
        c.first_name || ' ' || c.last_name as worker, l.name as location, l.timezone, co.name as company, p.position
      from timesheets t
      join candidates c on c.id = t.candidate_id and c.tenant_id = t.tenant_id
      join locations l on l.id = t.location_id and l.tenant_id = t.tenant_id
      join companies co on co.id = l.company_id and co.tenant_id = t.tenant_id
      left join placements p on p.id = t.placement_id and p.tenant_id = t.tenant_id
      where t.tenant_id = ${tenantId} and ${anyUuid(sql`t.id`, ids)} and ${inLocations(sql`t.location_id`, scope)}`),
    db.execute<RawRow>(sql`select tc.timesheet_id, tc.clock_in, tc.clock_out, tc.break_minutes, tc.breaks from timecards tc
      where tc.tenant_id = ${tenantId} and ${anyUuid(sql`tc.timesheet_id`, ids)} and ${inLocations(sql`tc.location_id`, scope)}
      order by tc.clock_in, tc.id`),
    lastDecisions(db, tenantId, ids),
  ]);
  const byId = new Map(rows.rows.map((r) => [String(r.id), r]));
  const stored = await storedDays(db, tenantId, [...byId.keys()]);
  // Only of the timesheets she may see (the rows read within her scope).
  const exceptionsBySheet = new Map<string, TimecardException[]>();
  for (const e of await exceptionsOfTimesheets(db, tenantId, [...byId.keys()]))
    exceptionsBySheet.set(e.timesheet_id!, [...(exceptionsBySheet.get(e.timesheet_id!) ?? []), e]);
  const cardsOf = new Map<string, RawRow[]>();
  for (const c of cards.rows) cardsOf.set(String(c.timesheet_id), [...(cardsOf.get(String(c.timesheet_id)) ?? []), c]);
  const views = ids.map((id): SheetView => {
    const row = byId.get(id);
    const state = stateOf(row, decisions.get(id), link);
    if (!row || state === 'unavailable') {
      return {
        id,
        state: 'unavailable',
        status: null,
        worker: '',
        position: null,
        location: '',
        company: '',
        weekStart: '',
        weekEnd: '',
        timezone: 'UTC',
        days: [],
        regularHours: 0,
        overtimeHours: 0,
        doubleTimeHours: 0,
        totalHours: 0,
        billTotal: 0,
        openPunches: [],
        exceptions: [],
        decision: null,
      };
    }
    const weekStart = String(row.week_start);
    const timezone = String(row.timezone);
    const own = cardsOf.get(id) ?? [];
    const [regular, overtime, doubleTime] = [num(row.regular_hours), num(row.overtime_hours), num(row.double_time_hours)];
    const decision = decisions.get(id);
    return {
      id,
      state,
      status: row.status as TimesheetStatus,
      worker: String(row.worker),
      position: (row.position as string) ?? null,
      location: String(row.location),
      company: String(row.company),
      weekStart,
      weekEnd: addDays(weekStart, 6),
      timezone,
      days: daysOf(timezone, stored.get(id), own),
      regularHours: regular,
      overtimeHours: overtime,
      doubleTimeHours: doubleTime,
      totalHours: round2(regular + overtime + doubleTime),
      billTotal: num(row.bill_total),
      openPunches: own.filter((c) => !c.clock_out).map((c) => isoOrNull(c.clock_in)!),
      exceptions: (exceptionsBySheet.get(id) ?? []).filter((e) => e.status !== 'resolved'),
      decision:
        state === 'approved' || state === 'rejected'
          ? decision
            ? { action: decision.action, by: decision.by, at: decision.at, reason: decision.reason, fromEmail: decision.fromEmail }
            : null
          : null,
    };
  });
  const rank = (v: SheetView) => (v.state === 'unavailable' ? 1 : 0);
  return views.sort(
    (a, b) => rank(a) - rank(b) || a.worker.localeCompare(b.worker) || a.weekStart.localeCompare(b.weekStart) || a.id.localeCompare(b.id),
  );
}
