import type { ScopedMutator } from 'swr';
import { api, withQuery } from '@/lib/browser/api';
import type { ListResponse } from '@/lib/browser/lists';
import { callApi } from '@/lib/browser/typed-api';
import type { ContactRow } from '@/lib/contacts/types';
import { usersRoutes } from '@/lib/contracts/routes/users';
import type {
  BranchInput,
  BranchUpdateInput,
  InviteInput,
  RegionInput,
  RegionUpdateInput,
  SubRoleInput,
  SubRoleUpdateInput,
  UpdateUserInput,
} from '@/lib/users/schema';

export { withQuery };
export type { ListResponse };

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

const c = usersRoutes;

export const usersApi = {
  invite: (body: InviteInput) => callApi(c.invite, { body }),
  update: (id: string, body: UpdateUserInput) => callApi(c.updateUser, { params: { id }, body }),
  resend: (id: string) => callApi(c.resendInvite, { params: { id } }),
  createSubRole: (body: SubRoleInput) => callApi(c.createSubRole, { body }),
  updateSubRole: (id: string, body: SubRoleUpdateInput) => callApi(c.updateSubRole, { params: { id }, body }),
  createBranch: (body: BranchInput) => callApi(c.createBranch, { body }),
  updateBranch: (id: string, body: BranchUpdateInput) => callApi(c.updateBranch, { params: { id }, body }),
  createRegion: (body: RegionInput) => callApi(c.createRegion, { body }),
  updateRegion: (id: string, body: RegionUpdateInput) => callApi(c.updateRegion, { params: { id }, body }),
};

/** Contacts that an invitation can link a Company Contact user to (the contacts module's list). */
export const searchContacts = (search: string) =>
  api.get<ListResponse<ContactRow>>('onDemand', withQuery('company-contacts', { search: search || undefined, per_page: 20 }));
