'use client';
import useSWR from 'swr';
import { withQuery } from '@/lib/browser/api';
import { candKey, fetchCandidates } from '@/lib/browser/candidates-service';
import type { ListResponse as ListBody } from '@/lib/browser/lists';
import { paths } from './api';
import type { CandidateFile, FileKind } from '@/lib/attachments/types';

export const filesKey = (candidateId: string, kind: FileKind) => candKey(withQuery(paths.files, { candidate_id: candidateId, kind }));

export const useFiles = (candidateId: string, kind: FileKind) =>
  useSWR<ListBody<CandidateFile>>(filesKey(candidateId, kind), fetchCandidates);
