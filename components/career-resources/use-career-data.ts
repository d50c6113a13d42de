'use client';
import { useApi } from '@/lib/browser/typed-api';
import { careerResourcesRoutes } from '@/lib/contracts/routes/career-resources';

export function useCategories() {
  const swr = useApi(careerResourcesRoutes.categories, {});
  return { ...swr, categories: swr.data?.data ?? [] };
}

/** One resource with its body, for the editor; no retries: a missing resource will not come back. */
export const useResource = (id: string | null) =>
  useApi(careerResourcesRoutes.get, id ? { params: { id } } : null, { shouldRetryOnError: false, revalidateOnFocus: false });
