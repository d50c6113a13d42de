import 'server-only';
import { sql } from 'drizzle-orm';
import { notFound } from '@/lib/errors';
import { inLocations, type LocationScope } from '@/lib/auth/contact-scope';
import type { DbOrTx } from '@/lib/db/client';
import { iso } from '@/lib/db/iso';
import { getSettings } from '@/lib/settings/queries';
import type { RatingSummary } from './types';
import type { ShiftRating } from './schema';

type Raw = Record<string, unknown>;
type TenantScope = LocationScope & { tenantId: string };

/** Whether the tenant's "Enable shift rating" switch (settings part rate_shift) is on; cached with the settings. */
export async function ratingEnabled(tenantId: string): Promise<boolean> {
  return (await getSettings(tenantId)).rateShift?.enabled === true;
}

/** The card a rating is about, if the scope sees it (a contact: her locations only); `lock` holds it until commit. */
export async function findRatableCard(tx: DbOrTx, scope: TenantScope, timecardId: string, { lock = false } = {}) {
  const res = await tx.execute<Raw>(sql`select id, candidate_id, location_id, clock_out from timecards
    where tenant_id = ${scope.tenantId} and id = ${timecardId} and ${inLocations(sql`location_id`, scope)}
    ${lock ? sql`for share` : sql``}`);
  const r = res.rows[0];
  if (!r) throw notFound('timecard');
  return { id: String(r.id), candidateId: String(r.candidate_id), locationId: String(r.location_id), closed: r.clock_out !== null };
}

const RATING_SELECT = sql`sr.id, sr.timecard_id, sr.candidate_id, sr.location_id, sr.rating, sr.comment, sr.rated_by,
  u.username as rated_by_name, sr.created_at, sr.updated_at
  from shift_ratings sr left join users u on u.id = sr.rated_by and u.tenant_id = sr.tenant_id`;

function toRating(r: Raw): ShiftRating {
  return {
    _id: String(r.id),
    timecard_id: String(r.timecard_id),
    candidate_id: String(r.candidate_id),
    location_id: String(r.location_id),
    rating: Number(r.rating),
    comment: (r.comment as string | null) ?? null,
    rated_by: (r.rated_by as string | null) ?? null,
    rated_by_name: (r.rated_by_name as string | null) ?? null,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

/** The rating of one card, or null; the caller has checked the card is in scope. */
export async function ratingOfCard(tx: DbOrTx, tenantId: string, timecardId: string): Promise<ShiftRating | null> {
  const res = await tx.execute<Raw>(sql`select ${RATING_SELECT} where sr.tenant_id = ${tenantId} and sr.timecard_id = ${timecardId}`);
  return res.rows[0] ? toRating(res.rows[0]) : null;
}

/** GET …/timecards/{id}/rating: the card's rating or null; a card outside the scope is a 404 either way. */
export async function getShiftRating(db: DbOrTx, scope: TenantScope, timecardId: string): Promise<ShiftRating | null> {
  await findRatableCard(db, scope, timecardId);
  return ratingOfCard(db, scope.tenantId, timecardId);
}

/** The ratings of a timesheet's cards, by timecard id (the timesheet view shows them on its daily cards). */
export async function ratingsOfTimesheet(db: DbOrTx, tenantId: string, timesheetId: string): Promise<Map<string, ShiftRating>> {
  const res = await db.execute<Raw>(sql`select ${RATING_SELECT} where sr.tenant_id = ${tenantId}
    and sr.timecard_id in (select tc.id from timecards tc where tc.tenant_id = ${tenantId} and tc.timesheet_id = ${timesheetId})`);
  return new Map(res.rows.map((r) => [String(r.timecard_id), toRating(r)]));
}

/** A worker's average stars and number of rated shifts, for staff (the candidate details). */
export async function ratingSummary(tx: DbOrTx, tenantId: string, candidateId: string): Promise<RatingSummary> {
  const res = await tx.execute<Raw>(sql`select round(avg(rating), 2) as average, count(*)::int as n
    from shift_ratings where tenant_id = ${tenantId} and candidate_id = ${candidateId}`);
  const r = res.rows[0];
  return { average: r?.average === null || r?.average === undefined ? null : Number(r.average), count: Number(r?.n ?? 0) };
}
