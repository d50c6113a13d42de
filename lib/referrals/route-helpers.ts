import 'server-only';

/** The screen whose permission row guards the referrals API (Super Admin only, SPEC §6). */
export const REFERRALS_ROUTE = '/referrals';

/** Bonus rules are set up on the admin referrals tab: the admin-settings row guards them. */
export const BONUS_RULES_ROUTE = '/admin-settings';
