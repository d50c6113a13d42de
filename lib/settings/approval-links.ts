import { fieldOf, parseWithin, storedOr } from '@/lib/bounded';

/**
 * How long a one-click approval link works (company settings `approval_links.expires_days`, edited on
 * the Timesheet rules tab). Plain TypeScript, no zod: the browser form checks the same bounds.
 */
export const APPROVAL_LINK_DAYS = { min: 1, max: 60, fallback: 7 } as const;

/** The stored days, or the default for anything missing or out of range (older data, hand edits). */
export const readApprovalLinkDays = (raw: unknown): number => storedOr(APPROVAL_LINK_DAYS, fieldOf(raw, 'expires_days'));

/** The form's text as days, or null when it is not a whole number of days in range. */
export const parseApprovalLinkDays = (text: string): number | null => parseWithin(APPROVAL_LINK_DAYS, text);
