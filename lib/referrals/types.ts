/** Referrals and bonus rules as the API returns them (shared by the screens and the handlers). */
import type { z } from 'zod';
import type { bonusRule, eligibility, referralDetail, referralRow } from './schema';

export const BONUS_STATES = ['none', 'pending', 'eligible', 'paid', 'void'] as const;
export type BonusState = (typeof BONUS_STATES)[number];

/** The states POST /referrals/{id}/bonus may move to ("none" is only where a bonus starts). */
export const BONUS_TARGETS = ['pending', 'eligible', 'paid', 'void'] as const;
export type BonusTarget = (typeof BONUS_TARGETS)[number];

export const BONUS_AMOUNT_MAX = 100_000;
export const DAYS_REQUIRED_MAX = 365;

export type BonusRule = z.infer<typeof bonusRule>;

export type ReferralRow = z.infer<typeof referralRow>;

/** When the bonus may become eligible: the rule's wait, counted from the referred candidate's first placement. */
export type Eligibility = z.infer<typeof eligibility>;

export type ReferralDetail = z.infer<typeof referralDetail>;
