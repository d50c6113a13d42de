'use client';
import { useEffect } from 'react';
import useSWR from 'swr';
import type { UserDetails } from '@/lib/auth/user-details';
import { api } from '@/lib/browser/api';
import { KEYS, rememberLogin } from '@/lib/browser/store';
import { SETTINGS_STALE_MS } from '@/lib/settings/defaults';

/**
 * Keeps SPEC §3's stored browser keys in step with the server: the user in local storage and a session
 * storage copy of the settings, refetched after the 60 s stale time (SPEC §9) or an explicit mutate.
 */
export function SessionSync({ user, companyId }: { user: UserDetails; companyId: string }) {
  const { data } = useSWR(`client-portal/${companyId}/settings`, (path: string) => api.get<{ data: unknown }>('main', path), {
    dedupingInterval: SETTINGS_STALE_MS,
    revalidateOnFocus: true,
    focusThrottleInterval: SETTINGS_STALE_MS,
  });
  useEffect(() => rememberLogin(user), [user]);
  useEffect(() => {
    if (data) sessionStorage.setItem(KEYS.settings, JSON.stringify(data.data));
  }, [data]);
  return null;
}
