'use client';
import useSWR from 'swr';
import { getMain } from '@/lib/browser/api';
import type { ListResponse } from '@/lib/browser/lists';
import type { BonusRule, ReferralDetail, ReferralRow } from '@/lib/referrals/types';
import { referralPath, RULES_PATH } from './api';

export const useReferralList = (key: string) => useSWR<ListResponse<ReferralRow>>(key, getMain, { keepPreviousData: true });

/** One referral for the side sheet; no retries, a missing one will not come back. */
export const useReferral = (id: string | null) =>
  useSWR<{ data: ReferralDetail }>(id ? referralPath(id) : null, getMain, { shouldRetryOnError: false });

/** The bonus rules, shared by the referral sheet's picker and the admin tab. */
export function useBonusRules() {
  const swr = useSWR<ListResponse<BonusRule>>(RULES_PATH, getMain);
  return { ...swr, rules: swr.data?.data ?? [] };
}
