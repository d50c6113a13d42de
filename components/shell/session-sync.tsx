'use client';
import { useEffect } from 'react';
import type { UserDetails } from '@/lib/auth/user-details';
import { useCompanySettings } from '@/lib/browser/hooks';
import { KEYS, rememberLogin } from '@/lib/browser/store';

/**
 * Keeps SPEC §3's stored browser keys in step with the server: the user in local storage and a session
 * storage copy of the settings, refetched after the 60 s stale time (SPEC §9) or an explicit mutate.
 */
export function SessionSync({ user }: { user: UserDetails }) {
  const { data } = useCompanySettings(user.company_id);
  useEffect(() => rememberLogin(user), [user]);
  useEffect(() => {
    if (data) sessionStorage.setItem(KEYS.settings, JSON.stringify(data));
  }, [data]);
  return null;
}
