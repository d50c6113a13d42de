import { say, type ErrorText } from '@/lib/errors';
import type { BonusState, BonusTarget } from './types';

/** The bonus life cycle: none → pending → eligible → paid, and any unpaid bonus may be voided. */
export const NEXT_BONUS: Record<BonusState, readonly BonusTarget[]> = {
  none: ['pending', 'void'],
  pending: ['eligible', 'void'],
  eligible: ['paid', 'void'],
  paid: [],
  void: [],
};

/** Why a move is refused (answered as a 409), or null when it is allowed. */
export function bonusRefusal(from: BonusState, to: BonusTarget): ErrorText | null {
  if (NEXT_BONUS[from].includes(to)) return null;
  if (from === 'paid') return say('referrals.bonusPaidFinal');
  if (from === 'void') return say('referrals.bonusVoidFinal');
  if (from === to) return say('referrals.bonusAlready', { state: to });
  return say('referrals.bonusMove', { from, to, next: NEXT_BONUS[from].join(' / ') });
}

/** yyyy-MM-dd plus some days, in UTC (placement dates are calendar dates). */
export function addDaysIso(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
