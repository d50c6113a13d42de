export const BONUS_STATES = ['none', 'pending', 'eligible', 'paid', 'void'] as const;
export type BonusState = (typeof BONUS_STATES)[number];

/** The states POST /referrals/{id}/bonus may move to ("none" is only where a bonus starts). */
export const BONUS_TARGETS = ['pending', 'eligible', 'paid', 'void'] as const;
export type BonusTarget = (typeof BONUS_TARGETS)[number];

export const BONUS_AMOUNT_MAX = 100_000;
export const DAYS_REQUIRED_MAX = 365;
