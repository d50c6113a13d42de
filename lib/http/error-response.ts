import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { isDatabaseUnavailable, isRetryableConflict, pgErrorCode } from '@/lib/db/pg-errors';
import { LOCALE_COOKIE, resolveLocale, type Locale } from '@/lib/i18n/config';
import { apiCatalogue, errorTranslator, renderError, say, type ErrorText, type Translate } from '@/lib/i18n/error-text';
import { loadMessages, withFallback, type Messages } from '@/lib/i18n/messages';
import { log } from '@/lib/log';
import { ApiError } from '@/lib/errors';
import { payloadTooLarge } from './request-body';

/**
 * What PostgreSQL refused, answered as the caller's fault or a passing state rather than a 500. The
 * input boundary (lib/schema-kit/input-checks, the shared zod types) should catch bad values first; these
 * catch what slips past it, and are logged so the gap gets closed.
 */
function fromDatabase(error: unknown): ApiError | null {
  if (isRetryableConflict(error)) return new ApiError(409, say('database.concurrentChange'), 'conflict');
  if (isDatabaseUnavailable(error)) return new ApiError(503, say('database.unavailable'), 'unavailable');
  const code = pgErrorCode(error);
  if (!code) return null;
  // A table, column or schema the code uses is not there yet: this instance started before the migrations
  // ran (GET /api/ready says schema-behind). A passing state, like a restart: 503, not 500.
  if (code === '42P01' || code === '42703' || code === '3F000') return new ApiError(503, say('database.unavailable'), 'unavailable');
  // Class 22: data exception (a value out of range, an impossible date, bytes that are not text).
  if (code.startsWith('22') || code === '23514') return new ApiError(400, say('database.invalidValue'), 'bad_request');
  if (code === '23503') return new ApiError(400, say('database.missingReference'), 'bad_request');
  if (code === '23505') return new ApiError(409, say('database.duplicate'), 'conflict');
  return null;
}

/** The reader's language: their choice (the locale cookie), then Accept-Language, then en (DESIGN §5, §7). */
export const requestLocale = (req: NextRequest | undefined): Locale =>
  req ? resolveLocale(req.cookies.get(LOCALE_COOKIE)?.value, req.headers.get('accept-language')) : 'en';

// One translator per locale for the life of the process: the catalogues do not change while it runs.
const translators = new Map<Locale, Promise<Translate>>();

/**
 * The confirmations of `locale` (English beneath it for a missing key). Only the API reads them, so they
 * are not a namespace of the pages' catalogue (lib/i18n/messages).
 */
async function confirmationsIn(locale: Locale): Promise<Messages> {
  const en = (await import('@/messages/apiMessages/en.json')).default as Messages;
  return locale === 'en' ? en : withFallback(en, (await import(`@/messages/apiMessages/${locale}.json`)).default as Messages);
}

/** What the API says in `locale`: the `apiErrors` catalogue and the confirmations (lib/i18n/error-text), loaded once. */
function errorsIn(locale: Locale): Promise<Translate> {
  let t = translators.get(locale);
  if (!t) {
    t = Promise.all([loadMessages(locale), confirmationsIn(locale)]).then(([all, done]) =>
      errorTranslator(locale, apiCatalogue(all.apiErrors as Messages, done)),
    );
    translators.set(locale, t);
  }
  return t;
}

/** The caller's translator of what the API says: their choice, then Accept-Language (as for errors). */
export const textsFor = (req: NextRequest | undefined): Promise<Translate> => errorsIn(requestLocale(req));

/** A text in the caller's language, for a message that sits below the answer's top level. */
export const sayTo = async (req: NextRequest | undefined, text: ErrorText): Promise<string> => renderError(text, await textsFor(req));

/**
 * `{ message, error_code?, errors? }` with the error's status, worded in the request's language; anything
 * unexpected is logged and a generic 500.
 */
export async function errorResponse(error: unknown, opts: { req?: NextRequest; bodyTooLarge?: number } = {}): Promise<NextResponse> {
  const t = await errorsIn(requestLocale(opts.req));
  // A body cut off at its cap makes readers fail in their own words (a malformed form): it is a 413.
  const known = opts.bodyTooLarge ? payloadTooLarge(opts.bodyTooLarge) : error instanceof ApiError ? error : fromDatabase(error);
  if (known) {
    if (!(error instanceof ApiError) && !opts.bodyTooLarge) log.warn({ err: error }, 'database refused a request');
    const { message, errors } = known.describe(t);
    return NextResponse.json(
      { message, ...(known.code ? { error_code: known.code } : {}), ...(errors ? { errors } : {}) },
      { status: known.status },
    );
  }
  log.error({ err: error }, 'unhandled error in route handler');
  return NextResponse.json({ message: renderError(say('generic.unexpected'), t) }, { status: 500 });
}
