import { z } from 'zod';
import { isoTimestamp } from '@/lib/schema-kit/responses';
import { FILE_KINDS } from './types';

/** The text parts of the multipart upload; the file part is checked by lib/uploads. */
export const uploadFields = z.object({
  candidate_id: z.uuid({ error: 'candidate_id must be a candidate id' }),
  kind: z.enum(FILE_KINDS, { error: 'kind must be document or resume' }),
  document_type_id: z
    .uuid({ error: 'document_type_id must be a document type id' })
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
});

export const fileListQuery = z.object({
  candidate_id: z.uuid({ error: 'candidate_id must be a candidate id' }),
  kind: z.enum(FILE_KINDS, { error: 'kind must be document or resume' }).optional(),
});
export type FileListQuery = z.infer<typeof fileListQuery>;

/** The upload form: the text parts above and the file. */
export const uploadForm = uploadFields.extend({ file: z.string().meta({ format: 'binary', description: 'PDF, PNG or JPEG up to 10 MB' }) });

export const candidateFile = z.object({
  _id: z.uuid(),
  candidate_id: z.uuid(),
  kind: z.enum(FILE_KINDS),
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  document_type: z.object({ _id: z.uuid(), name: z.string() }).nullable(),
  created_at: isoTimestamp,
  /** Same-origin path below the candidates API mount. */
  download_path: z.string(),
});

export type CandidateFile = z.infer<typeof candidateFile>;
