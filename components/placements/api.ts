import type { ScopedMutator } from 'swr';
import { callApi, keysOf, type BodyOf } from '@/lib/browser/typed-api';
import { placementsRoutes as p } from '@/lib/contracts/routes/placements';

export const placementApi = {
  create: (body: BodyOf<typeof p.create>) => callApi(p.create, { body }),
  update: (id: string, body: BodyOf<typeof p.update>) => callApi(p.update, { params: { id }, body }),
  end: (id: string) => callApi(p.end, { params: { id }, body: {} }),
};

/** Refetch every cached placement read (lists and details) after a change. */
export const revalidatePlacements = (mutate: ScopedMutator) => mutate(keysOf(p.list, p.get));
