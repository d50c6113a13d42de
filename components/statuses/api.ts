import type { ScopedMutator } from 'swr';
import { api } from '@/lib/browser/api';
import type { CreateStatusInput, UpdateStatusInput } from '@/lib/statuses/schema';
import type { StatusKind, StatusOption } from '@/lib/statuses/types';

/** Paths on the candidates service; SWR keys are these paths (with their query). */
export const statusesPath = (kind: StatusKind, includeArchived = false) => `statuses/${kind}${includeArchived ? '?include_archived=true' : ''}`;
const itemPath = (kind: StatusKind, id: string) => `statuses/${kind}/${encodeURIComponent(id)}`;

export type StatusList = { data: StatusOption[]; message?: string };
type One = { data: StatusOption; message?: string };

export const getCandidates = <T>(key: string) => api.get<T>('candidates', key);

export const statusApi = {
  create: (kind: StatusKind, body: CreateStatusInput) => api.post<One>('candidates', `statuses/${kind}`, body),
  update: (kind: StatusKind, id: string, body: UpdateStatusInput) => api.put<One>('candidates', itemPath(kind, id), body),
  reorder: (kind: StatusKind, ids: string[]) => api.put<StatusList>('candidates', `statuses/${kind}/reorder`, { ids }),
  setDefault: (kind: StatusKind, id: string) => api.put<One>('candidates', `${itemPath(kind, id)}/default`),
  archive: (kind: StatusKind, id: string, archived: boolean) => api.put<One>('candidates', `${itemPath(kind, id)}/archive`, { archived }),
};

/** Every cached list of the kind (with and without archived), so selects elsewhere on the page follow. */
export const revalidateStatuses = (mutate: ScopedMutator, kind: StatusKind) =>
  mutate((key) => typeof key === 'string' && (key === `statuses/${kind}` || key.startsWith(`statuses/${kind}?`)));
