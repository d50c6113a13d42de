import { readers } from '@/lib/browser/url-readers';
import type { Params } from '@/lib/browser/use-url-query';
import { BONUS_STATES, type BonusState } from '@/lib/referrals/types';

/** The list's state in the URL (filters, page, the referral open in the side sheet); bad values fall back to defaults. */
export type ReferralQuery = { q: string; status: string; bonus: BonusState | ''; page: number; perPage: number; open: string };

const bonusOf = (v: string | null): BonusState | '' => ((BONUS_STATES as readonly (string | null)[]).includes(v) ? (v as BonusState) : '');

export function parseReferralQuery(p: Params): ReferralQuery {
  const r = readers(p);
  return {
    q: r.text('q'), status: r.id('status'), bonus: bonusOf(p.get('bonus')),
    page: r.page(), perPage: r.perPage(), open: r.id('id'),
  };
}

export const hasFilters = (q: ReferralQuery) => Boolean(q.q || q.status || q.bonus);

export const apiQuery = (q: ReferralQuery) => ({
  search: q.q || undefined, status_id: q.status || undefined, bonus_state: q.bonus || undefined, page: q.page, per_page: q.perPage,
});
