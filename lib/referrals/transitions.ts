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
export function bonusRefusal(from: BonusState, to: BonusTarget): string | null {
  if (NEXT_BONUS[from].includes(to)) return null;
  if (from === 'paid') return 'This bonus has been paid; a paid bonus is final';
  if (from === 'void') return 'This bonus was voided; it cannot change any more';
  if (from === to) return `The bonus is already ${to}`;
  return `A bonus cannot go from ${from} to ${to}; next it can be ${NEXT_BONUS[from].join(' or ')}`;
}

/** yyyy-MM-dd plus some days, in UTC (placement dates are calendar dates). */
export function addDaysIso(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
