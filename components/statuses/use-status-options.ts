'use client';
import useSWR from 'swr';
import type { StatusKind, StatusOption } from '@/lib/statuses/types';
import { getCandidates, statusesPath, type StatusList } from './api';

/**
 * The options of a kind, in order (active only unless asked). Other screens use this for their status
 * selects and filters; the editor shares the cache, so a change there shows everywhere at once.
 */
export function useStatusOptions(
  kind: StatusKind,
  includeArchived = false,
): { options: StatusOption[]; isLoading: boolean; error: unknown } {
  const { data, isLoading, error } = useSWR<StatusList>(statusesPath(kind, includeArchived), getCandidates, { revalidateOnFocus: false });
  return { options: data?.data ?? [], isLoading, error };
}
