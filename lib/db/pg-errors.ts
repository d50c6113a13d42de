/**
 * PostgreSQL's SQLSTATE of an error, whether pg's error arrives as is or wrapped by Drizzle
 * (DrizzleQueryError keeps it as `cause`); undefined for anything else.
 */
export function pgErrorCode(e: unknown): string | undefined {
  for (let err: unknown = e, depth = 0; err && typeof err === 'object' && depth < 4; err = (err as { cause?: unknown }).cause, depth++) {
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Serialization failure or deadlock: the transaction lost a race and may simply be run again. */
export const isRetryableConflict = (e: unknown) => {
  const code = pgErrorCode(e);
  return code === '40001' || code === '40P01';
};

/** The database could not be reached or went away mid-query (connection refused, reset, shut down). */
export function isDatabaseUnavailable(e: unknown): boolean {
  const code = pgErrorCode(e);
  if (code?.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03') return true;
  for (let err: unknown = e, depth = 0; err && typeof err === 'object' && depth < 4; err = (err as { cause?: unknown }).cause, depth++) {
    const sys = (err as { code?: unknown }).code;
    if (sys === 'ECONNREFUSED' || sys === 'ECONNRESET' || sys === 'EPIPE') return true;
    if (err instanceof Error && /Connection terminated|connection timeout|Client has encountered a connection error/i.test(err.message))
      return true;
  }
  return false;
}
