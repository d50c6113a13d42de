import 'server-only';
import { and, eq } from 'drizzle-orm';
import { ApiError, conflict, fieldError, notFound } from '@/lib/errors';
import { idParam } from '@/lib/schema-kit/ids';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { candidates, referralBonusRules as rules, referrals } from '@/lib/db/schema';
import { defaultOption, requireActiveOption } from '@/lib/statuses/queries';
import { eligibilityOf, getReferral } from './queries';
import type { CreateReferralInput, UpdateReferralInput } from './schema';
import { bonusRefusal } from './transitions';
import type { BonusState, BonusTarget } from './types';
import type { ReferralDetail } from './schema';
import { theRow } from '@/lib/db/rows';

const log = (tx: DbOrTx, s: Session, action: string, target: string, meta: Record<string, unknown> = {}) =>
  audit(tx, { tenantId: s.tenantId, userId: s.userId, action: `referral.${action}`, target, meta });

async function candidateOf(tx: DbOrTx, tenantId: string, id: string, field: string) {
  const [row] = await tx
    .select()
    .from(candidates)
    .where(and(eq(candidates.tenantId, tenantId), eq(candidates.id, id)))
    .limit(1);
  if (!row) throw fieldError(field, 'generic.notYourCandidate');
  return row;
}

async function lockReferral(tx: DbOrTx, tenantId: string, rawId: string) {
  const [row] = await tx
    .select()
    .from(referrals)
    .where(and(eq(referrals.tenantId, tenantId), eq(referrals.id, idParam(rawId, 'referral'))))
    .for('update');
  if (!row) throw notFound('referral');
  return row;
}

/** A referral of a known candidate or of someone not in the system yet; the status defaults to the kind's default. */
export function createReferral(db: DbOrTx, s: Session, input: CreateReferralInput): Promise<ReferralDetail> {
  return db.transaction(async (tx) => {
    const from = await candidateOf(tx, s.tenantId, input.referrer_candidate_id, 'referrer_candidate_id');
    let person = {
      id: null as string | null,
      name: input.referred_name ?? '',
      email: input.referred_email ?? null,
      phone: input.referred_phone ?? null,
    };
    if (input.referred_candidate_id) {
      if (input.referred_candidate_id === from.id) throw fieldError('referred_candidate_id', 'referrals.selfReferral');
      const c = await candidateOf(tx, s.tenantId, input.referred_candidate_id, 'referred_candidate_id');
      const [taken] = await tx
        .select({ id: referrals.id })
        .from(referrals)
        .where(and(eq(referrals.tenantId, s.tenantId), eq(referrals.referredCandidateId, c.id)))
        .limit(1);
      if (taken) throw conflict('referrals.alreadyReferred', { name: `${c.firstName} ${c.lastName}` });
      person = { id: c.id, name: `${c.firstName} ${c.lastName}`, email: c.email, phone: c.phone };
    }
    const status = input.status_id
      ? await requireActiveOption(tx, s.tenantId, 'referral', input.status_id, 'status_id')
      : await defaultOption(tx, s.tenantId, 'referral');
    const row = theRow(
      await tx
        .insert(referrals)
        .values({
          tenantId: s.tenantId,
          referrerCandidateId: from.id,
          referredCandidateId: person.id,
          referredName: person.name,
          referredEmail: person.email,
          referredPhone: person.phone,
          statusId: status?.id ?? null,
        })
        .returning({ id: referrals.id }),
    );
    await log(tx, s, 'create', row.id, { referrer: from.id, referred: person.id });
    return getReferral(tx, s.tenantId, row.id);
  });
}

async function activeRule(tx: DbOrTx, tenantId: string, id: string) {
  const [rule] = await tx
    .select()
    .from(rules)
    .where(and(eq(rules.tenantId, tenantId), eq(rules.id, id)))
    .limit(1);
  if (!rule) throw fieldError('bonus_rule_id', 'referrals.notYourRule');
  if (!rule.active) throw fieldError('bonus_rule_id', 'referrals.ruleInactive', { name: rule.name });
  return rule;
}

/**
 * Status, bonus rule and amount. Choosing a rule without an amount takes the rule's amount. A paid or
 * voided bonus keeps its rule and amount (409): those are the record of what happened.
 */
export function updateReferral(db: DbOrTx, s: Session, id: string, input: UpdateReferralInput): Promise<ReferralDetail> {
  return db.transaction(async (tx) => {
    const row = await lockReferral(tx, s.tenantId, id);
    const bonusChange = input.bonus_rule_id !== undefined || input.bonus_amount !== undefined;
    if (bonusChange && (row.bonusState === 'paid' || row.bonusState === 'void')) {
      throw conflict(row.bonusState === 'paid' ? 'referrals.paidLocked' : 'referrals.voidLocked');
    }
    if (input.status_id) await requireActiveOption(tx, s.tenantId, 'referral', input.status_id, 'status_id');
    const rule = input.bonus_rule_id ? await activeRule(tx, s.tenantId, input.bonus_rule_id) : null;
    const amount = input.bonus_amount !== undefined ? (input.bonus_amount?.toFixed(2) ?? null) : rule ? rule.amount : undefined;
    await tx
      .update(referrals)
      .set({ statusId: input.status_id, bonusRuleId: input.bonus_rule_id, bonusAmount: amount, updatedAt: new Date() })
      .where(and(eq(referrals.tenantId, s.tenantId), eq(referrals.id, row.id)));
    await log(tx, s, 'update', row.id, { status_id: input.status_id, bonus_rule_id: input.bonus_rule_id, bonus_amount: amount });
    return getReferral(tx, s.tenantId, row.id);
  });
}

/** Why the bonus may not become eligible yet (409), from the rule's wait and the referred candidate's placements. */
async function assertEligible(tx: DbOrTx, tenantId: string, row: typeof referrals.$inferSelect) {
  if (!row.referredCandidateId) throw conflict('referrals.linkCandidateFirst');
  const e = await eligibilityOf(tx, tenantId, row);
  if (!e.placement_start) {
    throw conflict(e.position ? 'referrals.noPlacementAs' : 'referrals.noPlacement', e.position ? { position: e.position } : undefined);
  }
  if (!e.eligible_now) {
    throw conflict('referrals.notEligibleYet', { date: e.eligible_on ?? '', days: e.days_required, start: e.placement_start ?? '' });
  }
}

/** none → pending → eligible → paid, any unpaid → void; everything else is a 409 saying why. */
export function moveBonus(db: DbOrTx, s: Session, id: string, to: BonusTarget): Promise<ReferralDetail> {
  return db.transaction(async (tx) => {
    const row = await lockReferral(tx, s.tenantId, id);
    const refusal = bonusRefusal(row.bonusState as BonusState, to);
    if (refusal) throw new ApiError(409, refusal, 'conflict');
    if (to === 'eligible') await assertEligible(tx, s.tenantId, row);
    if (to === 'paid' && row.bonusAmount === null) throw conflict('referrals.amountFirst');
    await tx
      .update(referrals)
      .set({ bonusState: to, bonusPaidAt: to === 'paid' ? new Date() : null, updatedAt: new Date() })
      .where(and(eq(referrals.tenantId, s.tenantId), eq(referrals.id, row.id)));
    await log(tx, s, 'bonus', row.id, { from: row.bonusState, to, amount: row.bonusAmount });
    return getReferral(tx, s.tenantId, row.id);
  });
}
