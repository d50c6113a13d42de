import type { ScopedMutator } from 'swr';
import { api } from '@/lib/browser/api';
import { callApi } from '@/lib/browser/typed-api';
import { referralBonusRulesRoutes, referralsRoutes } from '@/lib/contracts/routes/referrals';
import type { CreateReferralInput, CreateRuleInput, UpdateReferralInput, UpdateRuleInput } from '@/lib/referrals/schema';
import type { BonusTarget, ReferralDetail } from '@/lib/referrals/types';

/** API paths of referrals and bonus rules (main service). SWR keys are these paths plus their query. */
export const ROOT = 'referrals';
export const RULES_PATH = 'referral-bonus-rules';
const enc = encodeURIComponent;
export const referralPath = (id: string) => `${ROOT}/${enc(id)}`;

type One<T> = { data: T; message?: string };
/** The create input as the dialog sends it: optional fields may be left out. */
type NewReferral = Pick<CreateReferralInput, 'referrer_candidate_id'> & Partial<CreateReferralInput>;

export const referralsApi = {
  create: (body: NewReferral) => api.post<One<ReferralDetail>>('main', ROOT, body),
  update: (id: string, body: UpdateReferralInput) => callApi(referralsRoutes.update, { params: { id }, body }),
  bonus: (id: string, state: BonusTarget) => callApi(referralsRoutes.moveBonus, { params: { id }, body: { state } }),
};

export const rulesApi = {
  create: (body: CreateRuleInput) => callApi(referralBonusRulesRoutes.create, { body }),
  update: (id: string, body: UpdateRuleInput) => callApi(referralBonusRulesRoutes.update, { params: { id }, body }),
  remove: (id: string) => callApi(referralBonusRulesRoutes.remove, { params: { id } }),
};

/** Lists and details of referrals refetch after any change to one. */
export const revalidateReferrals = (mutate: ScopedMutator) =>
  mutate((key) => typeof key === 'string' && (key === ROOT || key.startsWith(`${ROOT}/`) || key.startsWith(`${ROOT}?`)));

export const revalidateRules = (mutate: ScopedMutator) => mutate((key) => typeof key === 'string' && key.startsWith(RULES_PATH));
