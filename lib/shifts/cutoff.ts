import { fieldOf, parseWithin, storedOr } from '@/lib/bounded';

/**
 * How many hours before a shift's start a Company Contact may no longer cancel it (company settings
 * `shift.cancel_cutoff_hours`, edited on the Shift admin tab; 0 = no cut-off). Staff may cancel any time.
 * Plain TypeScript, no zod: the browser form checks the same bounds.
 */
export const CANCEL_CUTOFF_HOURS = { min: 0, max: 168, fallback: 24 } as const;

/** The stored hours, or the default for anything missing or out of range. */
export const readCancelCutoff = (raw: unknown): number => storedOr(CANCEL_CUTOFF_HOURS, fieldOf(raw, 'cancel_cutoff_hours'));

/** The form's text as hours, or null when it is not a whole number in range. */
export const parseCancelCutoff = (text: string): number | null => parseWithin(CANCEL_CUTOFF_HOURS, text);
