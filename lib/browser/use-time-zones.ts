'use client';
import { timezonesRoutes } from '@/lib/contracts/routes/timezones';
import { useApi } from './typed-api';

/** SPEC §3's timezones list from GET /api/main/timezones; loaded once per page, shared by every picker. */
export function useTimeZones() {
  const { data } = useApi(timezonesRoutes.list, {}, { revalidateOnFocus: false, revalidateIfStale: false });
  return data?.data;
}
