'use client';
import useSWR, { type ScopedMutator } from 'swr';
import { getOnDemand, odKey } from '@/components/companies/api';
import { withQuery } from '@/lib/browser/api';
import { callApi } from '@/lib/browser/typed-api';
import { transportRoutesRoutes as c } from '@/lib/contracts/routes/transport-routes';
import type { ListResponse } from '@/lib/browser/lists';
import type { RouteInput } from '@/lib/transport-routes/schema';
import type { RouteDetail, RouteRow } from '@/lib/transport-routes/types';

/** Paths on the on-demand service; SWR keys carry its prefix (odKey) so they never collide with main paths. */
const ROOT = 'routes';
const onePath = (id: string) => `${ROOT}/${encodeURIComponent(id)}`;
export const listKey = (query: Parameters<typeof withQuery>[1]) => odKey(withQuery(ROOT, query));
const routeKey = (id: string) => odKey(onePath(id));

type One = { data: RouteDetail; message?: string };

export const routeApi = {
  create: (body: RouteInput) => callApi(c.create, { body }),
  update: (id: string, body: RouteInput) => callApi(c.update, { params: { id }, body }),
  setActive: (id: string, active: boolean) => callApi(c.setActive, { params: { id }, body: { active } }),
  remove: (id: string) => callApi(c.delete, { params: { id } }),
};

/** Every cached route read (lists and details) is stale after any change. */
export const revalidateRoutes = (mutate: ScopedMutator) => mutate((key) => typeof key === 'string' && key.startsWith(odKey(ROOT)));

export const useRouteList = (key: string) => useSWR<ListResponse<RouteRow>>(key, getOnDemand, { keepPreviousData: true });

/** One route; the page's server-rendered copy shows at once. */
export const useRoute = (id: string, initial: RouteDetail) => useSWR<One>(routeKey(id), getOnDemand, { fallbackData: { data: initial } });
