import 'server-only';
import { NextResponse } from 'next/server';
import { isDatabaseUnavailable, isRetryableConflict, pgErrorCode } from '@/lib/db/pg-errors';
import { log } from '@/lib/log';
import { ApiError } from './errors';
import { payloadTooLarge } from './request-body';

/**
 * What PostgreSQL refused, answered as the caller's fault or a passing state rather than a 500. The
 * input boundary (lib/api/input-checks, the shared zod types) should catch bad values first; these
 * catch what slips past it, and are logged so the gap gets closed.
 */
function fromDatabase(error: unknown): ApiError | null {
  if (isRetryableConflict(error)) {
    return new ApiError(409, 'Another change to the same records was being saved at the same moment. Please try again.', 'conflict');
  }
  if (isDatabaseUnavailable(error)) return new ApiError(503, 'The service is restarting. Please try again in a moment.', 'unavailable');
  const code = pgErrorCode(error);
  if (!code) return null;
  // Class 22: data exception (a value out of range, an impossible date, bytes that are not text).
  if (code.startsWith('22') || code === '23514') return new ApiError(400, 'A value in the request is not valid', 'bad_request');
  if (code === '23503') return new ApiError(400, 'The request refers to a record that does not exist', 'bad_request');
  if (code === '23505') return new ApiError(409, 'A record with these details already exists', 'conflict');
  return null;
}

/** `{ message, error_code?, errors? }` with the error's status; anything unexpected is logged and a generic 500. */
export function errorResponse(error: unknown, opts: { bodyTooLarge?: number } = {}): NextResponse {
  // A body cut off at its cap makes readers fail in their own words (a malformed form): it is a 413.
  const known = opts.bodyTooLarge ? payloadTooLarge(opts.bodyTooLarge) : error instanceof ApiError ? error : fromDatabase(error);
  if (known) {
    if (!(error instanceof ApiError) && !opts.bodyTooLarge) log.warn({ err: error }, 'database refused a request');
    return NextResponse.json(
      { message: known.message, ...(known.code ? { error_code: known.code } : {}), ...(known.errors ? { errors: known.errors } : {}) },
      { status: known.status },
    );
  }
  log.error({ err: error }, 'unhandled error in route handler');
  return NextResponse.json({ message: 'Something went wrong on our side. Please try again.' }, { status: 500 });
}
