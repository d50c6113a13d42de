/** Referrals and bonus rules as the API returns them (shared by the screens and the handlers). */

export const BONUS_STATES = ['none', 'pending', 'eligible', 'paid', 'void'] as const;
export type BonusState = (typeof BONUS_STATES)[number];

/** The states POST /referrals/{id}/bonus may move to ("none" is only where a bonus starts). */
export const BONUS_TARGETS = ['pending', 'eligible', 'paid', 'void'] as const;
export type BonusTarget = (typeof BONUS_TARGETS)[number];

export const BONUS_AMOUNT_MAX = 100_000;
export const DAYS_REQUIRED_MAX = 365;

export type BonusRule = {
  _id: string;
  name: string;
  amount: number;
  days_required: number;
  position: string | null;
  active: boolean;
  /** Referrals that name this rule; a rule in use is deactivated rather than deleted. */
  referral_count: number;
  created_at: string;
};

type PersonRef = { _id: string; name: string; email: string };
type StatusRef = { _id: string; name: string; color: string | null };

export type ReferralRow = {
  _id: string;
  referrer: PersonRef;
  /** The referred person: a candidate of the tenant, or someone not yet in the system. */
  referred: { candidate_id: string | null; name: string; email: string | null; phone: string | null };
  status: StatusRef | null;
  bonus_rule: { _id: string; name: string } | null;
  bonus_amount: number | null;
  bonus_state: BonusState;
  bonus_paid_at: string | null;
  created_at: string;
  updated_at: string;
};

/** When the bonus may become eligible: the rule's wait, counted from the referred candidate's first placement. */
export type Eligibility = {
  days_required: number;
  position: string | null;
  placement_start: string | null;
  eligible_on: string | null;
  eligible_now: boolean;
};

export type ReferralDetail = ReferralRow & { eligibility: Eligibility };
