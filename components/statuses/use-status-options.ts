'use client';
import { useApi } from '@/lib/browser/typed-api';
import { candidatesRoutes } from '@/lib/contracts/routes/candidates';
import type { StatusKind } from '@/lib/statuses/types';
import type { StatusOption } from '@/lib/statuses/schema';
import { statusesInput } from './api';

/**
 * The options of a kind, in order (active only unless asked). Other screens use this for their status
 * selects and filters; the editor shares the cache, so a change there shows everywhere at once.
 */
export function useStatusOptions(
  kind: StatusKind,
  includeArchived = false,
): { options: StatusOption[]; isLoading: boolean; error: unknown } {
  const { data, isLoading, error } = useApi(candidatesRoutes.statuses, statusesInput(kind, includeArchived), { revalidateOnFocus: false });
  return { options: data?.data ?? [], isLoading, error };
}
