'use client';
import { useCallback } from 'react';
import { showSaved } from '@/lib/browser/invalidate';
import { useApi } from '@/lib/browser/typed-api';
import type { CandidateDetail } from '@/lib/candidates/schema';
import { candidatesRoutes } from '@/lib/contracts/routes/candidates';

/** The candidate every tab shares; the page's server render seeds it, so the header paints at once. */
export const useCandidate = (id: string, initial?: CandidateDetail) =>
  useApi(candidatesRoutes.get, { params: { id } }, initial ? { fallbackData: { data: initial } } : undefined);

/** Puts a saved candidate (the PUT's answer) into the shared cache, so header and tabs show it at once. */
export function useSetCandidate(id: string) {
  return useCallback((detail: CandidateDetail) => showSaved(candidatesRoutes.get, { data: detail }, { params: { id } }), [id]);
}
