'use client';
import useSWR from 'swr';
import { getMain } from '@/lib/browser/api';
import type { ListResponse } from '@/lib/browser/lists';
import type { CareerCategory, CareerResource, CareerResourceRow } from '@/lib/career-resources/types';
import { CATEGORIES_PATH, resourcePath } from './api';

export const useResourceList = (key: string) => useSWR<ListResponse<CareerResourceRow>>(key, getMain, { keepPreviousData: true });

export function useCategories() {
  const swr = useSWR<ListResponse<CareerCategory>>(CATEGORIES_PATH, getMain);
  return { ...swr, categories: swr.data?.data ?? [] };
}

/** One resource with its body, for the editor; no retries: a missing resource will not come back. */
export const useResource = (id: string | null) =>
  useSWR<{ data: CareerResource }>(id ? resourcePath(id) : null, getMain, { shouldRetryOnError: false, revalidateOnFocus: false });
