import { HttpError } from '@/lib/browser/api-client';

/**
 * The message to show for a failed call: the server's own for a refusal (4xx: SPEC §7, already in the
 * reader's language), else `fallback`, translated here: a server fault's or a dropped connection's text is
 * not one the reader should see.
 */
export const messageOf = (err: unknown, fallback: string) =>
  err instanceof HttpError && err.status < 500 && err.body.message ? err.body.message : fallback;
