import 'server-only';
import { ApiError, type ErrorText } from '@/lib/errors';
import { db, type DbOrTx } from './client';
import { pgErrorCode } from './pg-errors';

/** PostgreSQL's unique_violation (23505). */
const isUniqueViolation = (e: unknown) => pgErrorCode(e) === '23505';

/**
 * Runs a write in one transaction. Services check names first and answer a clear 409; a unique-index
 * violation here means another admin saved the same name at the same moment, answered the same way.
 */
export async function transactionOr409<T>(fn: (tx: DbOrTx) => Promise<T>, duplicate: ErrorText): Promise<T> {
  try {
    return await db().transaction(fn);
  } catch (e) {
    if (isUniqueViolation(e)) throw new ApiError(409, duplicate, 'conflict');
    throw e;
  }
}
