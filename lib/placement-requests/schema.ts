import { z } from 'zod';
import { emailField, honeypotField, optionalText, phoneField, requiredText } from '@/lib/public-jobs/fields';
import { earliestStartDate, PLACEMENT_LIMITS as L } from './limits';

const startDate = z.string({ error: 'start_date is required' }).trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'start_date must be a date (yyyy-MM-dd)')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'start_date is not a real date')
  .refine((d) => d >= earliestStartDate(), 'start_date must be today or later');

/** POST /api/main/public/{company}/placement-requests (the embeddable form). */
export const placementRequestBody = z.object({
  company_name: requiredText('company_name', L.name),
  contact_name: requiredText('contact_name', L.name),
  email: emailField(L.email),
  phone: phoneField(L.phone),
  position: requiredText('position', L.position),
  headcount: z.coerce.number({ error: 'headcount must be a number' }).int('headcount must be a whole number')
    .min(L.headcountMin, `headcount must be at least ${L.headcountMin}`).max(L.headcountMax, `headcount must be at most ${L.headcountMax}`),
  start_date: startDate,
  location: requiredText('location', L.location),
  notes: optionalText('notes', L.notes),
  website: honeypotField,
});
export type PlacementRequestInput = z.infer<typeof placementRequestBody>;

export const confirmBody = z.object({
  token: z.string({ error: 'token is required' }).trim().min(1, 'token is required').max(200, 'token is not valid'),
});
