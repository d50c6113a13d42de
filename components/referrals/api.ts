import { callApi, type BodyOf } from '@/lib/browser/typed-api';
import { referralBonusRulesRoutes, referralsRoutes } from '@/lib/contracts/routes/referrals';
import type { CreateRuleInput, UpdateReferralInput, UpdateRuleInput } from '@/lib/referrals/schema';
import type { BonusTarget } from '@/lib/referrals/types';
import { invalidate } from '@/lib/browser/invalidate';

export const referralsApi = {
  create: (body: BodyOf<typeof referralsRoutes.create>) => callApi(referralsRoutes.create, { body }),
  update: (id: string, body: UpdateReferralInput) => callApi(referralsRoutes.update, { params: { id }, body }),
  bonus: (id: string, state: BonusTarget) => callApi(referralsRoutes.moveBonus, { params: { id }, body: { state } }),
};

export const rulesApi = {
  create: (body: CreateRuleInput) => callApi(referralBonusRulesRoutes.create, { body }),
  update: (id: string, body: UpdateRuleInput) => callApi(referralBonusRulesRoutes.update, { params: { id }, body }),
  remove: (id: string) => callApi(referralBonusRulesRoutes.remove, { params: { id } }),
};

/** Lists and details of referrals refetch after any change to one. */
export const revalidateReferrals = () => invalidate(referralsRoutes.list, referralsRoutes.get);

/** The bonus rules (the admin tab and the referral sheet's picker) after a change to one. */
export const revalidateRules = () => invalidate(referralBonusRulesRoutes.list);
