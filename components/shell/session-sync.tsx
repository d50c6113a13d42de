'use client';
import { useEffect } from 'react';
import type { UserDetails } from '@/lib/auth/user-details';
import { useCompanySettings } from '@/lib/browser/hooks';
import { expireStoredCache, rememberLogin, rememberSettings } from '@/lib/browser/store';
import { markPortalStarted } from './start-up';

/**
 * Keeps SPEC §3's stored browser keys in step with the server: the user in local storage and a session
 * storage copy of the settings, refetched after the 60 s stale time (SPEC §9) or an explicit mutate.
 * Copies older than SPEC §9's 2-hour store cache time-out are dropped when the portal starts. Mounted once
 * per loaded document with the shell, it also marks the end of the start-up, so the start-up messages of
 * the loading screen do not come back on every page change.
 */
export function SessionSync({ user }: { user: UserDetails }) {
  const { data } = useCompanySettings(user.company_id);
  useEffect(() => {
    expireStoredCache();
    markPortalStarted();
  }, []);
  useEffect(() => rememberLogin(user), [user]);
  useEffect(() => {
    if (data) rememberSettings(data);
  }, [data]);
  return null;
}
