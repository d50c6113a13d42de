import 'server-only';
import { conflict } from '@/lib/api/errors';
import { db, type DbOrTx } from './client';

/**
 * True for PostgreSQL's unique_violation (23505), whether pg's error arrives as is or wrapped by
 * Drizzle (DrizzleQueryError keeps it as `cause`).
 */
export function isUniqueViolation(e: unknown): boolean {
  for (let err: unknown = e, depth = 0; err && typeof err === 'object' && depth < 4; err = (err as { cause?: unknown }).cause, depth++) {
    if ((err as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Runs a write in one transaction. Services check names first and answer a clear 409; a unique-index
 * violation here means another admin saved the same name at the same moment, answered the same way.
 */
export async function transactionOr409<T>(fn: (tx: DbOrTx) => Promise<T>, duplicate: string): Promise<T> {
  try {
    return await db().transaction(fn);
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(duplicate);
    throw e;
  }
}
