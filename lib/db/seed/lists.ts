/**
 * The i-th item of a fixed demo list, wrapping round (i may exceed the length). The seed cycles names,
 * sites and positions through its lists; an empty list is a broken fixture, so it throws.
 */
export function cycle<T>(xs: readonly T[], i: number): T {
  const item = xs[i % xs.length];
  if (item === undefined) throw new Error(`seed: no item ${i} in a list of ${xs.length}`);
  return item;
}

/** The i-th item, which must be there: a row RETURNING answered for the i-th value inserted, say. */
export function nth<T>(xs: readonly T[], i: number): T {
  const item = xs[i];
  if (item === undefined) throw new Error(`seed: no item ${i} in a list of ${xs.length}`);
  return item;
}
