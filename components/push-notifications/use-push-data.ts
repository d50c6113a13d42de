'use client';
import { useEffect } from 'react';
import useSWR from 'swr';
import { urlOf, useApi } from '@/lib/browser/typed-api';
import { pushNotificationsRoutes } from '@/lib/contracts/routes/push-notifications';
import type { Audience } from '@/lib/push-notifications/types';
import type { NotificationRow } from '@/lib/push-notifications/schema';
import { fetchCount } from './api';

/** While something waits or is going out, the history refreshes on its own to show the outcome. */
const POLL_MS = 10_000;
const pending = (rows: NotificationRow[] | undefined) => Boolean(rows?.some((r) => r.status === 'scheduled' || r.status === 'sending'));

/**
 * Refetches the history page every POLL_MS while one of its rows is scheduled or sending, and the tab is in
 * view (as SWR's refreshInterval would; the list hook seeds the server's page and takes no polling option).
 */
export function usePollWhilePending(rows: NotificationRow[] | undefined, refetch: () => unknown) {
  const waiting = pending(rows);
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refetch();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, refetch]);
}

export const useDetail = (id: string | null) =>
  useApi(pushNotificationsRoutes.get, id ? { params: { id } } : null, { shouldRetryOnError: false });

export function useAudienceOptions() {
  const { data, error, mutate } = useApi(pushNotificationsRoutes.audienceOptions, {}, { revalidateOnFocus: false });
  return { options: data?.data, error, retry: () => void mutate() };
}

/** Whether an audience names enough to ask the server about (every type but all needs an id). */
const audienceReady = (a: Audience) => a.type === 'all' || a.ids.length > 0;

/**
 * The live "N recipients" of the compose panel; null while unknown. The count is a POST (an audience may
 * name hundreds of ids), so its SWR key is the endpoint's address with the audience written as a query.
 */
export function useRecipientCount(audience: Audience) {
  const key = audienceReady(audience)
    ? urlOf(pushNotificationsRoutes.audienceCount, { query: { type: audience.type, ids: JSON.stringify(audience.ids) } })
    : null;
  const { data, isLoading } = useSWR(key, () => fetchCount(audience), { revalidateOnFocus: false, keepPreviousData: true });
  return { count: key ? (data ?? null) : 0, counting: isLoading };
}
