/**
 * Field limits of the public forms, shared by the zod schemas and the form markup (maxLength, min/max),
 * in a file without zod so the browser islands stay small.
 */
export const HONEYPOT_FIELD = 'website';

export const APPLY_LIMITS = { name: 80, email: 254, phone: 40, city: 80, coverNote: 2000 } as const;
export const APPLY_FIELDS = ['first_name', 'last_name', 'email', 'phone', 'city', 'cover_note'] as const;

/** Applications per IP per tenant in a window (issue 4: e.g. 5 per 10 minutes). */
export const APPLY_RATE = { limit: 5, windowSeconds: 600 } as const;

export const PUBLIC_JOBS_PER_PAGE = 20;
