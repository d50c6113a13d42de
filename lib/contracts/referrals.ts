import { defineContract } from '@/lib/contracts/kit/contract';
import { done, listOf, one } from '@/lib/schema-kit/responses';
import {
  bonusBody,
  bonusRule,
  createReferralBody,
  createRuleBody,
  referralDetail,
  referralListQuery,
  referralRow,
  updateReferralBody,
  updateRuleBody,
} from '@/lib/referrals/schema';

/** The referrals screen's permission row guards the referrals API (Super Admin only, SPEC §6). */
const referrals = { route: '/referrals' } as const;
/** Bonus rules are set up on the admin referrals tab: the admin-settings row guards them. */
const rules = { route: '/admin-settings' } as const;

/** Candidate referrals and their bonuses (SPEC §7 main service). */
export const referralsContracts = {
  list: defineContract({
    service: 'main',
    method: 'GET',
    path: '/referrals',
    summary: "Referrals newest first, by status and bonus state, searched over both people's names and emails",
    access: referrals,
    query: referralListQuery,
    response: listOf(referralRow),
  }),
  create: defineContract({
    service: 'main',
    method: 'POST',
    path: '/referrals',
    summary: 'Record a referral (201)',
    access: referrals,
    body: createReferralBody,
    response: one(referralDetail),
  }),
  get: defineContract({
    service: 'main',
    method: 'GET',
    path: '/referrals/{id}',
    summary: 'One referral with when its bonus may become eligible',
    access: referrals,
    response: one(referralDetail),
  }),
  update: defineContract({
    service: 'main',
    method: 'PATCH',
    path: '/referrals/{id}',
    summary: "Change a referral's status, bonus rule or bonus amount",
    access: referrals,
    body: updateReferralBody,
    response: one(referralDetail),
  }),
  moveBonus: defineContract({
    service: 'main',
    method: 'POST',
    path: '/referrals/{id}/bonus',
    summary: 'Move the bonus: none → pending → eligible → paid, any unpaid → void (409 says why not)',
    access: referrals,
    body: bonusBody,
    response: one(referralDetail),
  }),
};

/** The bonus rules referrals pay by. */
export const referralBonusRulesContracts = {
  list: defineContract({
    service: 'main',
    method: 'GET',
    path: '/referral-bonus-rules',
    summary: 'Referral bonus rules with how many referrals use each',
    access: rules,
    response: listOf(bonusRule),
  }),
  create: defineContract({
    service: 'main',
    method: 'POST',
    path: '/referral-bonus-rules',
    summary: 'Create a bonus rule (201)',
    access: rules,
    body: createRuleBody,
    response: one(bonusRule),
  }),
  update: defineContract({
    service: 'main',
    method: 'PATCH',
    path: '/referral-bonus-rules/{id}',
    summary: 'Change the fields given of a bonus rule',
    access: rules,
    body: updateRuleBody,
    response: one(bonusRule),
  }),
  remove: defineContract({
    service: 'main',
    method: 'DELETE',
    path: '/referral-bonus-rules/{id}',
    summary: 'Delete a bonus rule (409 when referrals use it: deactivate it instead)',
    access: rules,
    response: done,
  }),
};
