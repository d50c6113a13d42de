import en from '@/messages/apiErrors/en.json';
import doneEn from '@/messages/apiMessages/en.json';
import {
  apiCatalogue,
  errorTranslator,
  isErrorText,
  renderError,
  say,
  type ErrorKey,
  type ErrorParam,
  type ErrorText,
  type Translate,
} from '@/lib/i18n/error-text';

export { say, type ErrorKey, type ErrorText } from '@/lib/i18n/error-text';

type Params = Record<string, ErrorParam>;
/** Per-field problems: a field's value is an ErrorText (translated at the boundary) or machine data. */
export type FieldErrors = Record<string, unknown>;

/** The English catalogue: the text of `message`, which logs and tests read. */
export const englishErrors = errorTranslator('en', apiCatalogue(en, doneEn));

/**
 * The one error type handlers throw; `handler()` turns it into `{ message, error_code?, errors? }`, the
 * message translated for the request's locale (lib/http/error-response). `message` is the English text,
 * for logs and for code that reads an error outside a request.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly text: ErrorText,
    readonly code?: string,
    readonly errors?: FieldErrors,
  ) {
    super(renderError(text, englishErrors));
    this.name = 'ApiError';
  }

  /** The message and the field errors in the language of `t`; machine values in `errors` pass unchanged. */
  describe(t: Translate): { message: string; errors?: FieldErrors } {
    const errors =
      this.errors && Object.fromEntries(Object.entries(this.errors).map(([k, v]) => [k, isErrorText(v) ? renderError(v, t) : v]));
    return { message: renderError(this.text, t), errors };
  }
}

export const badRequest = (key: ErrorKey, params?: Params, errors?: FieldErrors) =>
  new ApiError(400, say(key, params), 'bad_request', errors);
/** A 400 about one field: "field: problem", and the problem under `errors[field]`. */
export const fieldError = (field: string, key: ErrorKey, params?: Params) =>
  new ApiError(400, say('generic.field', { field, message: say(key, params) }), 'bad_request', { [field]: say(key, params) });
export const unauthorized = (code: 'unauthorized_access' | 'session_expired' = 'unauthorized_access') =>
  new ApiError(401, say(code === 'session_expired' ? 'auth.sessionExpired' : 'auth.signIn'), code);
export const forbidden = (key: ErrorKey = 'auth.forbidden', params?: Params) => new ApiError(403, say(key, params), 'forbidden');
/** What was not found, by name: `notFound('job')` says "Job not found" in the reader's language. */
export type NotFoundThing = keyof typeof en.notFound;
export const notFound = (what: NotFoundThing = 'resource') => new ApiError(404, say(`notFound.${what}`), 'not_found');
export const conflict = (key: ErrorKey, params?: Params, errors?: FieldErrors) => new ApiError(409, say(key, params), 'conflict', errors);
export const tooManyRequests = (key: ErrorKey, params?: Params) => new ApiError(429, say(key, params), 'rate_limited');
