import { fieldOf, parseWithin, storedOr } from '@/lib/bounded';

/**
 * How many days an invitation link works (company settings `invitations.valid_days`). An invitee may
 * open her mail days later, so it outlives a requested sign-in link (15 minutes, lib/auth/login.ts).
 * Plain TypeScript, no zod: a browser form checks the same bounds.
 */
export const INVITATION_DAYS = { min: 1, max: 30, fallback: 7 } as const;

/** The stored days, or the default for anything missing or out of range (older data, hand edits). */
export const readInvitationDays = (raw: unknown): number => storedOr(INVITATION_DAYS, fieldOf(raw, 'valid_days'));

/** The form's text as days, or null when it is not a whole number of days in range. */
export const parseInvitationDays = (text: string): number | null => parseWithin(INVITATION_DAYS, text);
