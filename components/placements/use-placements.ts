'use client';
import { useApi } from '@/lib/browser/typed-api';
import { placementsRoutes } from '@/lib/contracts/routes/placements';

/** One placement for the side panel; null while none is open. A missing one will not come back, so no retries. */
export const usePlacement = (id: string | null) =>
  useApi(placementsRoutes.get, id ? { params: { id } } : null, { shouldRetryOnError: false });
