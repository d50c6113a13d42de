import { z } from 'zod';
import { FILE_KINDS } from './types';

/** The text parts of the multipart upload; the file part is checked by lib/uploads. */
export const uploadFields = z.object({
  candidate_id: z.uuid({ error: 'candidate_id must be a candidate id' }),
  kind: z.enum(FILE_KINDS, { error: 'kind must be document or resume' }),
  document_type_id: z.uuid({ error: 'document_type_id must be a document type id' }).nullish().or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
});

export const fileListQuery = z.object({
  candidate_id: z.uuid({ error: 'candidate_id must be a candidate id' }),
  kind: z.enum(FILE_KINDS, { error: 'kind must be document or resume' }).optional(),
});
export type FileListQuery = z.infer<typeof fileListQuery>;
