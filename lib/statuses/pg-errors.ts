/**
 * True for PostgreSQL's unique_violation (23505), whether pg's error arrives as is or wrapped by
 * Drizzle (DrizzleQueryError keeps it as `cause`). Lives here until lib/db grows a shared helper.
 */
export function isUniqueViolation(e: unknown): boolean {
  for (let err: unknown = e, depth = 0; err && typeof err === 'object' && depth < 4; err = (err as { cause?: unknown }).cause, depth++) {
    if ((err as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
