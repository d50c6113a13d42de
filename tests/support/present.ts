/** A tuple of `N` elements of `T`: `Tuple<string, 2>` is `[string, string]`. */
type Tuple<T, N extends number, Acc extends T[] = []> = Acc['length'] extends N ? Acc : Tuple<T, N, [...Acc, T]>;

/**
 * `items` typed so that its first `n` elements are present, for destructuring a list the test is sure of:
 * `const [header, first] = atLeast(parseCsv(text), 2)`. A shorter list fails the test here, naming the lengths,
 * where the destructured `undefined` would have failed it later with a less telling TypeError.
 */
export function atLeast<T, N extends number>(items: readonly T[], n: N): [...Tuple<T, N>, ...T[]] {
  if (items.length < n) throw new Error(`expected at least ${n} elements, got ${items.length}`);
  return items as unknown as [...Tuple<T, N>, ...T[]];
}
