import { z } from 'zod';
import { optionalText } from '@/lib/schema-kit/inputs';

/**
 * Zod building blocks the public forms share. Empty optional text (an empty form field) becomes null,
 * so a plain HTML form and a JSON client store the same thing.
 */
export const emailField = (max: number) =>
  z
    .string({ error: 'email is required' })
    .trim()
    .toLowerCase()
    .max(max, `email must be at most ${max} characters`)
    .pipe(z.email({ error: 'email must be a valid email address' }));

export const phoneField = (max: number) =>
  optionalText(max, 'phone').refine((v) => v === null || /^[0-9+().\-\s]{7,}$/.test(v), 'validation.phone');

/** The honeypot: any text is accepted (a bot must not learn it was caught), only its presence matters. */
export const honeypotField = z
  .unknown()
  .optional()
  .transform((v) => typeof v === 'string' && v.trim() !== '');
