import { PDF_TYPES, type UploadRule } from '@/lib/uploads/detect';
import { FILE_MAX_BYTES } from './types';

/** Candidate documents and resumes: PDF, PNG or JPEG (by magic bytes), at most 10 MB. */
export const CANDIDATE_FILE_RULE: UploadRule = {
  field: 'file',
  types: [...PDF_TYPES, 'image/png', 'image/jpeg'],
  maxBytes: FILE_MAX_BYTES,
};
