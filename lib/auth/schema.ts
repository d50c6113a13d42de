import { z } from 'zod';

export const companySlug = z.string().trim().toLowerCase().max(40, 'company_id is not a valid company').regex(/^[a-z0-9][a-z0-9-]{1,39}$/, 'company_id is not a valid company');

/** A same-site path to return to after login; anything else is dropped (no open redirects). */
export const safeNext = z.string().trim().max(500).optional().transform((v) => (v && /^\/(?![/\\])/.test(v) && !v.includes('://') ? v : undefined));

export const loginRequestBody = z.object({
  email: z.email({ error: 'email must be a valid email address' }).trim().toLowerCase().max(254),
  company_id: companySlug,
  next: safeNext,
});

export const verifyLoginBody = z.object({
  token: z.string().trim().max(43, 'token is not a valid login token').regex(/^[A-Za-z0-9_-]{43}$/, 'token is not a valid login token'),
  company_id: companySlug,
});
