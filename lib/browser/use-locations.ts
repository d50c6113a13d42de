'use client';
import { onDemandRoutes } from '@/lib/contracts/routes/on-demand';
import { apiKey, useApi } from './typed-api';

export type Location = { _id: string; name: string; company_id: string; company_name: string };

/** The locations' SWR key (apiKey of the endpoint), for a screen test's fallback. */
export const LOCATIONS_KEY = apiKey(onDemandRoutes.locations);

/** Locations the user may pick; the API already narrows a Company Contact to their own. One cache entry for every picker. */
export function useLocations(): Location[] {
  const { data } = useApi(onDemandRoutes.locations, {}, { revalidateOnFocus: false });
  return data?.data ?? [];
}
