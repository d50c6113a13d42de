/**
 * How many hours before a shift's start a Company Contact may no longer cancel it (company settings
 * `shift.cancel_cutoff_hours`, edited on the Shift admin tab; 0 = no cut-off). Staff may cancel any time.
 * Plain TypeScript, no zod: the browser form checks the same bounds.
 */
export const CANCEL_CUTOFF_HOURS = { min: 0, max: 168, fallback: 24 } as const;

/** The stored hours, or the default for anything missing or out of range. */
export function readCancelCutoff(raw: unknown): number {
  const h = raw && typeof raw === 'object' ? (raw as { cancel_cutoff_hours?: unknown }).cancel_cutoff_hours : undefined;
  return typeof h === 'number' && Number.isInteger(h) && h >= CANCEL_CUTOFF_HOURS.min && h <= CANCEL_CUTOFF_HOURS.max
    ? h
    : CANCEL_CUTOFF_HOURS.fallback;
}

/** The form's text as hours, or null when it is not a whole number in range. */
export function parseCancelCutoff(text: string): number | null {
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(n) && n >= CANCEL_CUTOFF_HOURS.min && n <= CANCEL_CUTOFF_HOURS.max ? n : null;
}
