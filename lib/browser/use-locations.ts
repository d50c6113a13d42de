'use client';
import useSWR from 'swr';
import { api } from './api';

export type Location = { _id: string; name: string; company_id: string; company_name: string };

/** Locations live on the on-demand service, so their key is prefixed to keep it apart from main paths. */
export const LOCATIONS_KEY = 'on-demand:locations';

/** Locations the user may pick; the API already narrows a Company Contact to their own. */
export function useLocations(): Location[] {
  const { data } = useSWR(LOCATIONS_KEY, () => api.get<{ data: Location[] }>('onDemand', 'locations'), { revalidateOnFocus: false });
  return data?.data ?? [];
}
