'use client';
import { useApi } from '@/lib/browser/typed-api';
import { referralBonusRulesRoutes, referralsRoutes } from '@/lib/contracts/routes/referrals';

/** One referral for the side sheet; no retries, a missing one will not come back. */
export const useReferral = (id: string | null) =>
  useApi(referralsRoutes.get, id ? { params: { id } } : null, { shouldRetryOnError: false });

/** The bonus rules, shared by the referral sheet's picker and the admin tab. */
export function useBonusRules() {
  const swr = useApi(referralBonusRulesRoutes.list, {});
  return { ...swr, rules: swr.data?.data ?? [] };
}
