'use client';
import { useApi, type ResultOf } from '@/lib/browser/typed-api';
import { placementsRoutes } from '@/lib/contracts/routes/placements';

export type OrderList = ResultOf<typeof placementsRoutes.orders>;

/** One order for the side panel; null while none is open. A missing one will not come back, so no retries. */
export const useOrder = (id: string | null) =>
  useApi(placementsRoutes.order, id ? { params: { id } } : null, { shouldRetryOnError: false });

/** A placement request from the embeddable form (list built by the placement-requests module). */
export type PlacementRequest = ResultOf<typeof placementsRoutes.placementRequests>['data'][number];
export type RequestList = ResultOf<typeof placementsRoutes.placementRequests>;
