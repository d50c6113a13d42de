/** Limits of the placement request form, shared by the zod schema and the form markup (no zod here). */
export const PLACEMENT_LIMITS = {
  name: 120,
  email: 254,
  phone: 40,
  position: 120,
  location: 200,
  notes: 2000,
  headcountMin: 1,
  headcountMax: 500,
} as const;

/**
 * The public form's "Other" choice in its position select: the typed `position` is then the request's
 * position. Not an id, so the server reads it (and a blank choice) as "no position_id".
 */
export const OTHER_POSITION = 'other';

export const PLACEMENT_FIELDS = [
  'company_name',
  'contact_name',
  'email',
  'phone',
  'position_id',
  'position',
  'headcount',
  'start_date',
  'end_date',
  'repeat',
  'location',
  'notes',
] as const;

/** Requests per IP in a window; each one sends an email, so the form must not become a mail cannon. */
export const PLACEMENT_RATE = { limit: 5, windowSeconds: 3600 } as const;

/** How long the mailed confirmation link works (issue 4: 48 h). */
export const CONFIRM_TTL_MS = 48 * 3600 * 1000;

/**
 * The earliest start date anyone may pick: "today" where it is earliest on Earth (UTC−12). A browser west
 * of UTC late in the evening sends its own today, which UTC already calls yesterday; that must pass.
 */
export function earliestStartDate(now = new Date()): string {
  return new Date(now.getTime() - 12 * 3600 * 1000).toISOString().slice(0, 10);
}
