'use client';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { CandidateDetail } from '@/lib/candidates/types';
import { candKey, fetchCandidates, paths, type ListBody, type OneBody } from './api';

/** The candidate every tab shares; the page's server render seeds it, so the header paints at once. */
export const useCandidate = (id: string, initial?: CandidateDetail) =>
  useSWR<OneBody<CandidateDetail>>(candKey(paths.one(id)), fetchCandidates, initial ? { fallbackData: { data: initial } } : undefined);

/** A list below a candidate (placements, applications, exclusions, messages, files). */
export const useSubList = <T>(path: string | null) => useSWR<ListBody<T>>(path ? candKey(path) : null, fetchCandidates);

export const useOne = <T>(path: string) => useSWR<OneBody<T>>(candKey(path), fetchCandidates);

/** Puts a saved candidate (the PUT's answer) into the shared cache, so header and tabs show it at once. */
export function useSetCandidate(id: string) {
  const { mutate } = useSWRConfig();
  return useCallback((detail: CandidateDetail) => mutate(candKey(paths.one(id)), { data: detail }, { revalidate: false }), [mutate, id]);
}
