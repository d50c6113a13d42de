import { callApi, type BodyOf } from '@/lib/browser/typed-api';
import { placementsRoutes as p } from '@/lib/contracts/routes/placements';
import { invalidate } from '@/lib/browser/invalidate';

export const placementApi = {
  create: (body: BodyOf<typeof p.create>) => callApi(p.create, { body }),
  update: (id: string, body: BodyOf<typeof p.update>) => callApi(p.update, { params: { id }, body }),
  end: (id: string) => callApi(p.end, { params: { id }, body: {} }),
};

/** Refetch every cached placement read (lists and details) after a change. */
export const revalidatePlacements = () => invalidate(p.list, p.get);
