'use client';
import useSWR from 'swr';
import type { TimeZoneOption } from '@/lib/timezones/list';
import { getMain } from './api';

/** SPEC §3's timezones list from GET /api/main/timezones; loaded once per page, shared by every picker. */
export function useTimeZones() {
  const { data } = useSWR('timezones', (key: string) => getMain<{ data: TimeZoneOption[] }>(key), { revalidateOnFocus: false, revalidateIfStale: false });
  return data?.data;
}
