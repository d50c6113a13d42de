'use client';
import { useApi } from '@/lib/browser/typed-api';
import type { FileKind } from '@/lib/attachments/types';
import { candidatesRoutes } from '@/lib/contracts/routes/candidates';

/** A candidate's documents or resumes; the upload and delete controls refetch it through `mutate`. */
export const useFiles = (candidateId: string, kind: FileKind) =>
  useApi(candidatesRoutes.files, { query: { candidate_id: candidateId, kind } });
