'use client';
import useSWR, { type ScopedMutator, type SWRConfiguration } from 'swr';
import { api } from '@/lib/browser/api';

/** Paths of the onboarding API (service `onboarding`); SWR keys are [service, path with query]. */
export const P = {
  packets: 'packets',
  packet: (id: string) => `packets/${id}`,
  items: (id: string) => `packets/${id}/items`,
  item: (id: string, itemId: string) => `packets/${id}/items/${itemId}`,
  reorder: (id: string) => `packets/${id}/items/reorder`,
  assign: (id: string) => `packets/${id}/assign`,
  documentTypes: 'document-types',
  documentType: (id: string) => `document-types/${id}`,
  assignments: 'assignments',
  assignment: (id: string) => `assignments/${id}`,
  progress: (id: string, itemId: string) => `assignments/${id}/items/${itemId}`,
  candidates: 'candidates',
} as const;

export type Key = readonly ['onboarding', string];
export type Single<T> = { data: T; message?: string };
export type List<T> = { data: T[]; meta: { totalItems: number; total?: number } };

const fetcher = <T>([, path]: Key) => api.get<T>('onboarding', path);

export function useOnboarding<T>(path: string | null, options?: SWRConfiguration<T, Error>) {
  return useSWR<T, Error, Key | null>(path ? ['onboarding', path] : null, fetcher<T>, options);
}

const isOnboardingKey = (key: unknown) => Array.isArray(key) && key[0] === 'onboarding';

/** One change moves counts, progress and statuses on several screens at once: refetch every onboarding read. */
export const revalidateOnboarding = (mutate: ScopedMutator) => mutate(isOnboardingKey);

export const send = {
  post: <T>(path: string, body?: unknown) => api.post<Single<T>>('onboarding', path, body),
  put: <T>(path: string, body?: unknown) => api.put<Single<T>>('onboarding', path, body),
  del: <T>(path: string) => api.del<Single<T>>('onboarding', path),
};

/** The first message per field of a zod error or an API `errors` object, keyed by dotted path. */
export function messagesByPath(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) out[i.path.map(String).join('.') || '_'] ??= i.message;
  return out;
}
