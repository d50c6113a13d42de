import { roundHalfUp } from './money';

/**
 * The one precision of hours (DESIGN.md §8 "One number"): hundredths of an hour. The week's worked
 * minutes are rounded once, half up, to hundredths; every figure shown beside that total (the tiers,
 * the days, a card's share of a day) is a share of those same hundredths, never rounded on its own,
 * so the parts add up to the total exactly (8.63 + 6.89 + 8.00 could otherwise show beside 23.48).
 */

/** Minutes → whole hundredths of an hour, half up. */
export const hundredthsOf = (minutes: number) => roundHalfUp((minutes * 100) / 60);

/** A number for each weight: a tuple of weights gives a tuple of the same length. */
type Shares<W extends readonly number[]> = { -readonly [K in keyof W]: number };

/**
 * Splits `total` whole units over `weights` in proportion (largest remainder): each share is the floor
 * of its exact part, and the units left go one each to the largest remainders, ties to the earlier index.
 * Shares are non-negative and sum to `total`; a zero weight gets nothing unless every weight is zero, in
 * which case nothing is split (all zeros) since there is no proportion to follow.
 */
export function apportion<const W extends readonly number[]>(total: number, weights: W): Shares<W> {
  const positive = weights.map((w) => (Number.isFinite(w) && w > 0 ? w : 0));
  const sum = positive.reduce((a, b) => a + b, 0);
  // One share per weight, in order: the result has the weights' length (a tuple in, a tuple out).
  const sharesOf = (xs: number[]) => xs as Shares<W>;
  if (total <= 0 || sum <= 0) return sharesOf(positive.map(() => 0));
  const exact = positive.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    if (positive[i] === 0) continue;
    shares[i]! += 1; // i is an index of exact, which shares mirrors
    left -= 1;
  }
  return sharesOf(shares);
}

/**
 * Day figures a stored timesheet can show: its stored days when they add up to its stored total, otherwise
 * the total split in proportion to them (sheets stored before the days were shares of the total, migration
 * 0021's backfill, or a sheet frozen under older rules), or to `fallback` (the engine's minutes per day)
 * when the stored days are all zero. All in hundredths.
 */
export function daysSummingTo(total: number, stored: readonly number[], fallback: readonly number[]): number[] {
  const sum = stored.reduce((a, b) => a + b, 0);
  if (sum === total && stored.every((d) => d >= 0)) return [...stored];
  const byStored = apportion(total, stored);
  if (byStored.some((d) => d > 0) || total === 0) return byStored;
  const byFallback = apportion(total, fallback);
  // Nothing to follow at all (no card has time in the week): the week's first day carries the total.
  return byFallback.some((d) => d > 0) ? byFallback : stored.map((_, i) => (i === 0 ? total : 0));
}

/**
 * Each card's share of the days it has time on: day d's hundredths split over the cards in proportion to
 * their minutes that day (`cardDays[c][d]`). Returns hundredths per card; their sum is the sum of the days
 * any card touches. A day with hundredths but no card minutes (the time belongs to a card of another
 * timesheet, e.g. a neighbouring week's shift crossing midnight) goes to the card nearest to it in time.
 */
export function cardShares(days: readonly number[], cardDays: readonly (readonly number[])[]): number[] {
  const shares = cardDays.map(() => 0);
  if (!cardDays.length) return shares;
  days.forEach((hundredths, d) => {
    const split = apportion(
      hundredths,
      cardDays.map((c) => c[d] ?? 0),
    );
    // split and shares both hold one entry per card, and nearestCard answers one of them.
    if (split.some((s) => s > 0) || hundredths === 0) split.forEach((s, c) => (shares[c]! += s));
    else shares[nearestCard(cardDays, d)]! += hundredths;
  });
  return shares;
}

/** The card whose time lies closest to day `d` (the later of equally close ones: the shift running into it). */
function nearestCard(cardDays: readonly (readonly number[])[], d: number): number {
  let best = 0;
  let bestDistance = Infinity;
  cardDays.forEach((c, i) => {
    c.forEach((m, day) => {
      const distance = Math.abs(day - d);
      if (m > 0 && distance <= bestDistance) {
        best = i;
        bestDistance = distance;
      }
    });
  });
  return best;
}
