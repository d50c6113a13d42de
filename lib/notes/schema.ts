import { z } from 'zod';
import { pageQuery } from '@/lib/api/paging';
import { NOTE_MAX_LENGTH, NOTE_SUBJECT_TYPES } from './types';

const subject = {
  subject_type: z.enum(NOTE_SUBJECT_TYPES, { error: `subject_type must be one of ${NOTE_SUBJECT_TYPES.join(', ')}` }),
  subject_id: z.uuid({ error: 'subject_id must be an id' }),
};

export const noteQuery = pageQuery.omit({ search: true }).extend(subject);
export type NoteQuery = z.infer<typeof noteQuery>;

export const noteBody = z.object({
  ...subject,
  note_type_id: z.uuid({ error: 'note_type_id must be a note type id' }).nullish().transform((v) => v ?? null),
  body: z.string({ error: 'body is required' }).trim().min(1, 'body is required').max(NOTE_MAX_LENGTH, `body must be at most ${NOTE_MAX_LENGTH} characters`),
});
export type NoteInput = z.infer<typeof noteBody>;
