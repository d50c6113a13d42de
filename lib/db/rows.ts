/**
 * The row a statement is sure to answer: INSERT … RETURNING, or a read of a row this transaction has just
 * locked or written. Its absence is a bug (a broken invariant), never a user's 404, so it throws plainly.
 */
export function theRow<T>(rows: readonly T[], what = 'row'): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`expected one ${what}, the statement answered none`);
  return row;
}
