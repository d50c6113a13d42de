import { z } from 'zod';
import { pageQuery } from '@/lib/schema-kit/paging';
import { isoTimestamp } from '@/lib/schema-kit/responses';
import { NOTE_MAX_LENGTH, NOTE_SUBJECT_TYPES } from './types';

const subject = {
  subject_type: z.enum(NOTE_SUBJECT_TYPES, { error: `subject_type must be one of ${NOTE_SUBJECT_TYPES.join(', ')}` }),
  subject_id: z.uuid({ error: 'subject_id must be an id' }),
};

export const noteQuery = pageQuery.omit({ search: true }).extend(subject);
export type NoteQuery = z.infer<typeof noteQuery>;

export const noteBody = z.object({
  ...subject,
  note_type_id: z
    .uuid({ error: 'note_type_id must be a note type id' })
    .nullish()
    .transform((v) => v ?? null),
  body: z
    .string({ error: 'body is required' })
    .trim()
    .min(1, 'body is required')
    .max(NOTE_MAX_LENGTH, `body must be at most ${NOTE_MAX_LENGTH} characters`),
});
export type NoteInput = z.infer<typeof noteBody>;

/** A note as the API answers it; can_delete: the author and admins may delete it. */
export const noteRow = z.object({
  _id: z.uuid(),
  subject_type: z.enum(NOTE_SUBJECT_TYPES),
  subject_id: z.uuid(),
  body: z.string(),
  note_type: z.object({ _id: z.uuid(), name: z.string() }).nullable(),
  author_id: z.uuid().nullable(),
  author_name: z.string().nullable(),
  created_at: isoTimestamp,
  can_delete: z.boolean(),
});

export type NoteRow = z.infer<typeof noteRow>;
