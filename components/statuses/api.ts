import { callApi } from '@/lib/browser/typed-api';
import { candidatesRoutes as c } from '@/lib/contracts/routes/candidates';
import type { CreateStatusInput, UpdateStatusInput } from '@/lib/statuses/schema';
import type { StatusKind } from '@/lib/statuses/types';
import { invalidate } from '@/lib/browser/invalidate';

/** A kind's options as the screens read them: the one cache entry per kind and archived choice. */
export const statusesInput = (kind: StatusKind, includeArchived = false) => ({
  params: { kind },
  query: includeArchived ? { include_archived: 'true' } : {},
});

export const statusApi = {
  create: (kind: StatusKind, body: CreateStatusInput) => callApi(c.createStatus, { params: { kind }, body }),
  update: (kind: StatusKind, id: string, body: UpdateStatusInput) => callApi(c.updateStatus, { params: { kind, id }, body }),
  reorder: (kind: StatusKind, ids: string[]) => callApi(c.reorderStatuses, { params: { kind }, body: { ids } }),
  setDefault: (kind: StatusKind, id: string) => callApi(c.defaultStatus, { params: { kind, id } }),
  archive: (kind: StatusKind, id: string, archived: boolean) => callApi(c.archiveStatus, { params: { kind, id }, body: { archived } }),
};

/** Every cached status list (each kind, with and without archived), so selects elsewhere on the page follow. */
export const revalidateStatuses = () => invalidate(c.statuses);
