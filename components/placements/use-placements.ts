'use client';
import useSWR from 'swr';
import { getMain } from '@/lib/browser/api';
import type { ListResponse } from '@/lib/browser/lists';
import type { PlacementDetail, PlacementRow } from '@/lib/placements/types';
import { placementPath } from './api';

export const usePlacementList = (key: string) => useSWR<ListResponse<PlacementRow>>(key, getMain, { keepPreviousData: true });

/** One placement for the side panel; null while none is open. */
export const usePlacement = (id: string | null) =>
  useSWR<{ data: PlacementDetail }>(id ? placementPath(id) : null, getMain, { shouldRetryOnError: false });
