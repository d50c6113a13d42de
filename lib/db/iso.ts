/** A timestamp of a raw SQL row as ISO 8601 (pg hands back a Date or a string, depending on the query). */
export const iso = (v: unknown): string => new Date(v as string).toISOString();

/** The same, for a nullable column. */
export const isoOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : iso(v));
