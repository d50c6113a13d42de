import { z } from 'zod';

/** The unsubscribe POST: the signed token of the mail's link (in the query or the form). */
export const unsubscribeBody = z.object({ token: z.string().trim().min(1, 'token is required').max(2000, 'token is too long') });
