import type { ScopedMutator } from 'swr';
import { api } from '@/lib/browser/api';
import { callApi } from '@/lib/browser/typed-api';
import { candidatesRoutes as c } from '@/lib/contracts/routes/candidates';
import type { CreateStatusInput, UpdateStatusInput } from '@/lib/statuses/schema';
import type { StatusKind, StatusOption } from '@/lib/statuses/types';

/** Paths on the candidates service; SWR keys are these paths (with their query). */
export const statusesPath = (kind: StatusKind, includeArchived = false) =>
  `statuses/${kind}${includeArchived ? '?include_archived=true' : ''}`;

export type StatusList = { data: StatusOption[]; message?: string };

export const getCandidates = <T>(key: string) => api.get<T>('candidates', key);

export const statusApi = {
  create: (kind: StatusKind, body: CreateStatusInput) => callApi(c.createStatus, { params: { kind }, body }),
  update: (kind: StatusKind, id: string, body: UpdateStatusInput) => callApi(c.updateStatus, { params: { kind, id }, body }),
  reorder: (kind: StatusKind, ids: string[]) => callApi(c.reorderStatuses, { params: { kind }, body: { ids } }),
  setDefault: (kind: StatusKind, id: string) => callApi(c.defaultStatus, { params: { kind, id } }),
  archive: (kind: StatusKind, id: string, archived: boolean) => callApi(c.archiveStatus, { params: { kind, id }, body: { archived } }),
};

/** Every cached list of the kind (with and without archived), so selects elsewhere on the page follow. */
export const revalidateStatuses = (mutate: ScopedMutator, kind: StatusKind) =>
  mutate((key) => typeof key === 'string' && (key === `statuses/${kind}` || key.startsWith(`statuses/${kind}?`)));
