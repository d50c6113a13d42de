'use client';
import useSWR from 'swr';
import { getMain } from '@/lib/browser/api';
import type { ListResponse } from '@/lib/browser/lists';
import type { Audience, AudienceOptions, NotificationDetail, NotificationRow } from '@/lib/push-notifications/types';
import { detailPath, fetchCount, OPTIONS_PATH } from './api';

/** While something waits or is going out, the history refreshes on its own to show the outcome. */
const POLL_MS = 10_000;
const pending = (rows: NotificationRow[] | undefined) => Boolean(rows?.some((r) => r.status === 'scheduled' || r.status === 'sending'));

export const useHistory = (key: string) =>
  useSWR<ListResponse<NotificationRow>>(key, getMain, {
    keepPreviousData: true,
    refreshInterval: (latest) => (pending(latest?.data) ? POLL_MS : 0),
  });

export const useDetail = (id: string | null) =>
  useSWR<{ data: NotificationDetail }>(id ? detailPath(id) : null, getMain, { shouldRetryOnError: false });

export function useAudienceOptions() {
  const { data, error, mutate } = useSWR<{ data: AudienceOptions }>(OPTIONS_PATH, getMain, { revalidateOnFocus: false });
  return { options: data?.data, error, retry: () => void mutate() };
}

/** Whether an audience names enough to ask the server about (every type but all needs an id). */
const audienceReady = (a: Audience) => a.type === 'all' || a.ids.length > 0;

/** The live "N recipients" of the compose panel; null while unknown. Keyed by the audience itself. */
export function useRecipientCount(audience: Audience) {
  const key = audienceReady(audience) ? ['push-count', audience.type, ...audience.ids] : null;
  const { data, isLoading } = useSWR(key, () => fetchCount(audience), { revalidateOnFocus: false, keepPreviousData: true });
  return { count: key ? (data ?? null) : 0, counting: isLoading };
}
