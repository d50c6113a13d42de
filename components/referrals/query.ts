import type { inferParserType } from 'nuqs/server';
import { BONUS_STATES, type BonusState } from '@/lib/referrals/types';
import { idParam, listLoader, oneOfParam, pageParam, perPageParam, textParam } from '@/lib/url-state/params';

/** The list's state in the URL (filters, page, the referral open in the side sheet); bad values read as defaults. */
export const referralParams = {
  q: textParam(100),
  status: idParam,
  bonus: oneOfParam<BonusState, ''>(BONUS_STATES, ''),
  page: pageParam,
  perPage: perPageParam,
  open: idParam,
};
/** The server page's reader of the same state (its first page of referrals). */
export const loadReferralQuery = listLoader(referralParams);
export type ReferralQuery = inferParserType<typeof referralParams>;

export const hasFilters = (q: ReferralQuery) => Boolean(q.q || q.status || q.bonus);

export const apiQuery = (q: ReferralQuery) => ({
  search: q.q || undefined,
  status_id: q.status || undefined,
  bonus_state: q.bonus || undefined,
  page: q.page,
  per_page: q.perPage,
});
