/**
 * A whole-number setting held to bounds, with the value it takes when the stored one is missing or out of range
 * (older data, hand edits). Plain TypeScript, no zod: the admin forms in the browser and the server's readers
 * check the same bounds (punch rules, approval reminders and links, the shift cancellation cut-off).
 */
export type Bounded = { readonly min: number; readonly max: number; readonly fallback: number };

/** `v` is a whole number from `min` to `max`. */
export const isWithin = (b: Pick<Bounded, 'min' | 'max'>, v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= b.min && v <= b.max;

/** The stored value, or the fallback for anything missing or out of range. */
export const storedOr = (b: Bounded, v: unknown): number => (isWithin(b, v) ? v : b.fallback);

/** A form's text as the value, or null when it is not a whole number in range. */
export function parseWithin(b: Pick<Bounded, 'min' | 'max'>, text: string): number | null {
  const n = Number(text.trim());
  return text.trim() !== '' && isWithin(b, n) ? n : null;
}

/** The `key` of a stored settings object (anything else: undefined). */
export const fieldOf = (raw: unknown, key: string): unknown =>
  raw && typeof raw === 'object' ? (raw as Record<string, unknown>)[key] : undefined;
