import { z } from 'zod';

const companySlug = z
  .string()
  .trim()
  .toLowerCase()
  .max(40, 'validation.companySlug')
  .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, 'validation.companySlug');

// An origin no request has: a path that resolves against it to another origin is not a path of ours.
const PROBE_ORIGIN = 'https://portal.invalid';

/**
 * A path of this site to return to after sign-in, as the browser will resolve it; anything else is
 * undefined and the caller falls back to the dashboard (no open redirect). Control characters are
 * refused outright (browsers drop a tab or newline, so `/\t/evil.example` is `//evil.example`), as are
 * backslashes (read as slashes) and `//`; the rest is parsed as the browser would and must stay on our
 * origin. The answer is the parsed path, %-encoded, so it is always a valid Location header.
 */
export function sameOriginPath(raw: string | null | undefined): string | undefined {
  if (!raw || raw.length > 500 || !raw.startsWith('/') || raw.startsWith('//')) return undefined;
  if (/[\u0000-\u001f\u007f\\]/.test(raw) || !raw.isWellFormed()) return undefined;
  if (!URL.canParse(raw, PROBE_ORIGIN)) return undefined;
  const url = new URL(raw, PROBE_ORIGIN);
  if (url.origin !== PROBE_ORIGIN || url.username || url.password) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can collapse into a protocol-relative `//host` ('/..//evil.example'): not a path.
  return path.startsWith('//') ? undefined : path;
}

/** `next` of a sign-in: a same-origin path, or dropped. */
export const safeNext = z
  .string()
  .max(500)
  .optional()
  .catch(undefined)
  .transform((v) => sameOriginPath(v?.trim()));

export const loginRequestBody = z.object({
  email: z.email({ error: 'email must be a valid email address' }).trim().toLowerCase().max(254),
  company_id: companySlug,
  next: safeNext,
});

export const verifyLoginBody = z.object({
  token: z
    .string()
    .trim()
    .max(43, 'validation.loginToken')
    .regex(/^[A-Za-z0-9_-]{43}$/, 'validation.loginToken'),
  company_id: companySlug,
});

// ——— What the sign-in routes answer ———

/** SPEC §3 "User details": who is signed in. */
export const userDetails = z.object({
  _id: z.uuid(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
  role_id: z.number().int(),
  company_id: z.string(),
  firebase_env: z.number().int(),
  is_contact: z.boolean(),
});

/** The same answer whether or not the address has an account (no account discovery). */
export const loginRequested = z.object({ message: z.string() });

/** The session token (also set as a cookie), who it is for, and where to go next. */
export const loginVerified = z.object({
  data: z.object({
    token: z.string(),
    expires_at: z.string().meta({ format: 'date-time' }),
    user: userDetails,
    next: z.string().nullable(),
  }),
});

export const signedOut = z.object({ message: z.string() });

export const appTokenBody = z.object({ token: z.string({ error: 'token is required' }).min(1, 'token is required').max(4096) });

export const appToken = z.object({ data: z.object({ token: z.string(), token_type: z.literal('Bearer'), expires_in: z.number().int() }) });

/** The claims of a valid app token. */
export const appTokenClaims = z.object({
  data: z.object({
    user_id: z.string(),
    username: z.string(),
    company_id: z.string(),
    role_id: z.number().int(),
    firebase_type: z.number().int(),
    is_contact: z.boolean(),
    expires_at: z.string().meta({ format: 'date-time' }),
  }),
});
