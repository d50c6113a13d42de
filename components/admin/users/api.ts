import type { ScopedMutator } from 'swr';
import { api, withQuery } from '@/lib/browser/api';
import type { ListResponse } from '@/lib/browser/lists';
import type { ContactRow } from '@/lib/contacts/types';
import type { BranchInput, BranchUpdateInput, InviteInput, RegionInput, RegionUpdateInput, SubRoleInput, SubRoleUpdateInput, UpdateUserInput } from '@/lib/users/schema';
import type { BranchRow, RegionRow, SubRoleRow, UserRow } from '@/lib/users/types';

export { withQuery };
export type { ListResponse };

const enc = encodeURIComponent;

/**
 * Users-service keys carry a prefix so they never collide with main-service paths in the SWR cache;
 * `getUsersService` strips it. Every write revalidates the whole prefix: counts on other cards change too.
 */
const PREFIX = 'users-service:';
export const usersKey = (path: string) => `${PREFIX}${path}`;
export const getUsersService = <T>(key: string) => api.get<T>('users', key.slice(PREFIX.length));
export const revalidateUsersService = (mutate: ScopedMutator) => mutate((key) => typeof key === 'string' && key.startsWith(PREFIX));

export const archivedPath = (path: string, includeArchived: boolean) => (includeArchived ? `${path}?include_archived=1` : path);

export type One<T> = { data: T; message?: string };
export type Done = { message?: string };

export const usersApi = {
  invite: (body: InviteInput) => api.post<One<UserRow>>('users', 'users', body),
  update: (id: string, body: UpdateUserInput) => api.patch<One<UserRow>>('users', `users/${enc(id)}`, body),
  resend: (id: string) => api.post<Done>('users', `users/${enc(id)}/resend-invite`),
  createSubRole: (body: SubRoleInput) => api.post<One<SubRoleRow>>('users', 'sub-roles', body),
  updateSubRole: (id: string, body: SubRoleUpdateInput) => api.patch<One<SubRoleRow>>('users', `sub-roles/${enc(id)}`, body),
  createBranch: (body: BranchInput) => api.post<One<BranchRow>>('users', 'branches', body),
  updateBranch: (id: string, body: BranchUpdateInput) => api.patch<One<BranchRow>>('users', `branches/${enc(id)}`, body),
  createRegion: (body: RegionInput) => api.post<One<RegionRow>>('users', 'regions', body),
  updateRegion: (id: string, body: RegionUpdateInput) => api.patch<One<RegionRow>>('users', `regions/${enc(id)}`, body),
};

/** Contacts that an invitation can link a Company Contact user to (the contacts module's list). */
export const searchContacts = (search: string) =>
  api.get<ListResponse<ContactRow>>('onDemand', withQuery('company-contacts', { search: search || undefined, per_page: 20 }));
