'use client';
import useSWR from 'swr';
import { SETTINGS_STALE_MS } from '@/lib/settings/defaults';
import { api } from './api';

// SPEC §8: these failures are logged with the catalogue's wording and the caller gets nothing.
const MESSAGES = { settings: "Can't client portal settings" } as const;

async function fetchData<T>(path: string, message: string): Promise<T> {
  const body = await api.get<{ data?: T }>('main', path);
  if (!body?.data) throw new Error(message);
  return body.data;
}

const logged = (message: string) => (error: unknown) => console.error(message, error);

/** Company settings with SPEC §9's 60 s stale time; `mutate()` after a save refetches them. */
export function useCompanySettings<T = Record<string, unknown>>(companyId: string | null) {
  return useSWR(companyId ? `client-portal/${companyId}/settings` : null, (p: string) => fetchData<T>(p, MESSAGES.settings), {
    dedupingInterval: SETTINGS_STALE_MS,
    focusThrottleInterval: SETTINGS_STALE_MS,
    onError: logged(MESSAGES.settings),
  });
}
