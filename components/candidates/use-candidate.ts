'use client';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useApi } from '@/lib/browser/typed-api';
import type { CandidateDetail } from '@/lib/candidates/schema';
import { candidatesRoutes } from '@/lib/contracts/routes/candidates';
import { candidateKey } from './api';

/** The candidate every tab shares; the page's server render seeds it, so the header paints at once. */
export const useCandidate = (id: string, initial?: CandidateDetail) =>
  useApi(candidatesRoutes.get, { params: { id } }, initial ? { fallbackData: { data: initial } } : undefined);

/** Puts a saved candidate (the PUT's answer) into the shared cache, so header and tabs show it at once. */
export function useSetCandidate(id: string) {
  const { mutate } = useSWRConfig();
  return useCallback((detail: CandidateDetail) => mutate(candidateKey(id), { data: detail }, { revalidate: false }), [mutate, id]);
}
