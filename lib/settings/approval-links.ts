/**
 * How long a one-click approval link works (company settings `approval_links.expires_days`, edited on
 * the Timesheet rules tab). Plain TypeScript, no zod: the browser form checks the same bounds.
 */
export const APPROVAL_LINK_DAYS = { min: 1, max: 60, fallback: 7 } as const;

/** The stored days, or the default for anything missing or out of range (older data, hand edits). */
export function readApprovalLinkDays(raw: unknown): number {
  const days = raw && typeof raw === 'object' ? (raw as { expires_days?: unknown }).expires_days : undefined;
  return typeof days === 'number' && Number.isInteger(days) && days >= APPROVAL_LINK_DAYS.min && days <= APPROVAL_LINK_DAYS.max
    ? days
    : APPROVAL_LINK_DAYS.fallback;
}

/** The form's text as days, or null when it is not a whole number of days in range. */
export function parseApprovalLinkDays(text: string): number | null {
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(n) && n >= APPROVAL_LINK_DAYS.min && n <= APPROVAL_LINK_DAYS.max ? n : null;
}
