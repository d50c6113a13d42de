import type { NoteSubject } from '@/lib/db/schema';

/**
 * The subjects a note can hang on. Listed here rather than imported from the database schema, so the
 * notes form does not pull Drizzle into the browser bundle; the two checks below keep the lists equal.
 */
export const NOTE_SUBJECT_TYPES = ['candidate', 'company', 'contact', 'application', 'referral'] as const satisfies readonly NoteSubject[];
export type NoteSubjectType = (typeof NOTE_SUBJECT_TYPES)[number];
type Missing = Exclude<NoteSubject, NoteSubjectType>;
/** @public a compile-time check, never read */
export const noMissingSubject: [Missing] extends [never] ? true : never = true;

export const NOTE_MAX_LENGTH = 5000;

export type NoteType = { _id: string; name: string };
