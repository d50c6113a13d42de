/**
 * The one uuid pattern: zod schemas use it with .regex, URL readers and handlers through isUuid. A module of
 * its own, free of the error catalogue, because the browser's URL readers import it too.
 */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID_PATTERN.test(v);
