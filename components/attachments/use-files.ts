'use client';
import useSWR from 'swr';
import { candKey, fetchCandidates, paths, withQuery, type ListBody } from '@/components/candidates/api';
import type { CandidateFile, FileKind } from '@/lib/attachments/types';

export const filesKey = (candidateId: string, kind: FileKind) => candKey(withQuery(paths.files, { candidate_id: candidateId, kind }));

export const useFiles = (candidateId: string, kind: FileKind) => useSWR<ListBody<CandidateFile>>(filesKey(candidateId, kind), fetchCandidates);
