import 'server-only';
import { and, asc, count, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { notFound } from '@/lib/errors';
import { idParam } from '@/lib/schema-kit/ids';
import { likePattern, offsetOf } from '@/lib/schema-kit/paging';
import type { DbOrTx } from '@/lib/db/client';
import { candidates, placements, referralBonusRules as rules, referrals, statusOptions } from '@/lib/db/schema';
import type { ReferralListQuery } from './schema';
import { addDaysIso } from './transitions';
import type { BonusState } from './types';
import type { BonusRule, Eligibility, ReferralDetail, ReferralRow } from './schema';

const referrer = alias(candidates, 'referrer');
const referred = alias(candidates, 'referred');
const fullName = (c: { firstName: AnyColumn; lastName: AnyColumn }) => sql<string>`${c.firstName} || ' ' || ${c.lastName}`;

const SELECT = {
  r: referrals,
  referrerName: fullName(referrer),
  referrerEmail: referrer.email,
  // A linked candidate's current name and contacts win over the copy taken when the referral was made.
  referredName: fullName(referred),
  referredEmail: referred.email,
  referredPhone: referred.phone,
  statusName: statusOptions.name,
  statusColor: statusOptions.color,
  ruleName: rules.name,
};
type Joined = {
  r: typeof referrals.$inferSelect;
  referrerName: string;
  referrerEmail: string;
  referredName: string | null;
  referredEmail: string | null;
  referredPhone: string | null;
  statusName: string | null;
  statusColor: string | null;
  ruleName: string | null;
};

const money = (v: string | null) => (v === null ? null : Number(v));

function toRow(j: Joined): ReferralRow {
  const { r } = j;
  const linked = r.referredCandidateId !== null && j.referredName !== null;
  return {
    _id: r.id,
    referrer: { _id: r.referrerCandidateId, name: j.referrerName, email: j.referrerEmail },
    referred: linked
      ? { candidate_id: r.referredCandidateId, name: j.referredName!, email: j.referredEmail, phone: j.referredPhone }
      : { candidate_id: null, name: r.referredName, email: r.referredEmail, phone: r.referredPhone },
    status: r.statusId && j.statusName !== null ? { _id: r.statusId, name: j.statusName, color: j.statusColor } : null,
    bonus_rule: r.bonusRuleId && j.ruleName !== null ? { _id: r.bonusRuleId, name: j.ruleName } : null,
    bonus_amount: money(r.bonusAmount),
    bonus_state: r.bonusState as BonusState,
    bonus_paid_at: r.bonusPaidAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

/** Every join also matches the tenant, so a stray id can never pull another tenant's name in. */
const joined = (tx: DbOrTx) =>
  tx
    .select(SELECT)
    .from(referrals)
    .innerJoin(referrer, and(eq(referrer.id, referrals.referrerCandidateId), eq(referrer.tenantId, referrals.tenantId)))
    .leftJoin(referred, and(eq(referred.id, referrals.referredCandidateId), eq(referred.tenantId, referrals.tenantId)))
    .leftJoin(statusOptions, and(eq(statusOptions.id, referrals.statusId), eq(statusOptions.tenantId, referrals.tenantId)))
    .leftJoin(rules, and(eq(rules.id, referrals.bonusRuleId), eq(rules.tenantId, referrals.tenantId)));

function listFilters(tenantId: string, q: ReferralListQuery): SQL | undefined {
  const term = q.search ? likePattern(q.search) : null;
  return and(
    eq(referrals.tenantId, tenantId),
    q.status_id ? eq(referrals.statusId, q.status_id) : undefined,
    q.bonus_state ? eq(referrals.bonusState, q.bonus_state) : undefined,
    term
      ? or(
          ilike(fullName(referrer), term),
          ilike(referrer.email, term),
          ilike(referrals.referredName, term),
          ilike(referrals.referredEmail, term),
          ilike(fullName(referred), term),
          ilike(referred.email, term),
        )
      : undefined,
  );
}

export async function listReferrals(db: DbOrTx, tenantId: string, q: ReferralListQuery): Promise<{ data: ReferralRow[]; total: number }> {
  const where = listFilters(tenantId, q);
  const [rows, [total]] = await Promise.all([
    joined(db).where(where).orderBy(desc(referrals.createdAt), desc(referrals.id)).limit(q.per_page).offset(offsetOf(q)),
    db
      .select({ n: count() })
      .from(referrals)
      .innerJoin(referrer, and(eq(referrer.id, referrals.referrerCandidateId), eq(referrer.tenantId, referrals.tenantId)))
      .leftJoin(referred, and(eq(referred.id, referrals.referredCandidateId), eq(referred.tenantId, referrals.tenantId)))
      .where(where),
  ]);
  return { data: rows.map(toRow), total: total?.n ?? 0 };
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The referred candidate's earliest placement start (of the rule's position, when it names one) and the
 * day the rule's wait is over. No linked candidate or no placement: nothing to count from yet.
 */
export async function eligibilityOf(tx: DbOrTx, tenantId: string, r: typeof referrals.$inferSelect): Promise<Eligibility> {
  const [rule] = r.bonusRuleId
    ? await tx
        .select()
        .from(rules)
        .where(and(eq(rules.tenantId, tenantId), eq(rules.id, r.bonusRuleId)))
        .limit(1)
    : [];
  const days = rule?.daysRequired ?? 0;
  const position = rule?.position ?? null;
  let start: string | null = null;
  if (r.referredCandidateId) {
    const [row] = await tx
      .select({ start: sql<string | null>`min(${placements.startDate})` })
      .from(placements)
      .where(
        and(
          eq(placements.tenantId, tenantId),
          eq(placements.candidateId, r.referredCandidateId),
          position ? sql`lower(${placements.position}) = lower(${position})` : undefined,
        ),
      );
    start = row?.start ?? null;
  }
  const eligibleOn = start ? addDaysIso(start, days) : null;
  return {
    days_required: days,
    position,
    placement_start: start,
    eligible_on: eligibleOn,
    eligible_now: eligibleOn !== null && eligibleOn <= today(),
  };
}

/** One referral of the tenant with its eligibility; another tenant's id (or no id at all) is a 404. */
export async function getReferral(db: DbOrTx, tenantId: string, id: string): Promise<ReferralDetail> {
  const [row] = await joined(db)
    .where(and(eq(referrals.tenantId, tenantId), eq(referrals.id, idParam(id, 'referral'))))
    .limit(1);
  if (!row) throw notFound('referral');
  return { ...toRow(row), eligibility: await eligibilityOf(db, tenantId, row.r) };
}

/** The tenant's bonus rules by name, each with how many referrals use it. */
export async function listRules(db: DbOrTx, tenantId: string): Promise<BonusRule[]> {
  const rows = await db
    .select({ rule: rules, n: count(referrals.id) })
    .from(rules)
    .leftJoin(referrals, and(eq(referrals.bonusRuleId, rules.id), eq(referrals.tenantId, rules.tenantId)))
    .where(eq(rules.tenantId, tenantId))
    .groupBy(rules.id)
    .orderBy(asc(rules.name));
  return rows.map(({ rule, n }) => ({
    _id: rule.id,
    name: rule.name,
    amount: Number(rule.amount),
    days_required: rule.daysRequired,
    position: rule.position,
    active: rule.active,
    referral_count: n,
    created_at: rule.createdAt.toISOString(),
  }));
}
