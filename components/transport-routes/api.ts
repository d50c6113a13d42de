'use client';
import { callApi, useApi } from '@/lib/browser/typed-api';
import { transportRoutesRoutes as c } from '@/lib/contracts/routes/transport-routes';
import type { RouteInput } from '@/lib/transport-routes/schema';
import type { RouteDetail } from '@/lib/transport-routes/schema';
import { invalidate, readsOf } from '@/lib/browser/invalidate';

export const routeApi = {
  create: (body: RouteInput) => callApi(c.create, { body }),
  update: (id: string, body: RouteInput) => callApi(c.update, { params: { id }, body }),
  setActive: (id: string, active: boolean) => callApi(c.setActive, { params: { id }, body: { active } }),
  remove: (id: string) => callApi(c.delete, { params: { id } }),
};

/** Every cached route read (lists and details) is stale after any change. */
export const revalidateRoutes = () => invalidate(...readsOf(c));

/** One route; the page's server-rendered copy shows at once. */
export const useRoute = (id: string, initial: RouteDetail) => useApi(c.get, { params: { id } }, { fallbackData: { data: initial } });
