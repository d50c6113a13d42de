import type { StatusKind } from '@/lib/db/schema-recruiting';

export type { StatusKind };

/**
 * The status kinds at runtime, kept here rather than imported from the Drizzle schema so the browser
 * bundle (the editor validates names and colours) does not pull in the table definitions. The type
 * check below fails the build if the two lists ever drift apart.
 */
export const KINDS = ['candidate', 'application', 'application_source', 'location', 'referral'] as const;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
/** @public a compile-time check, never read */
export const KINDS_MATCH_SCHEMA: Same<(typeof KINDS)[number], StatusKind> = true;
