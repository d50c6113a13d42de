import { callApi } from '@/lib/browser/typed-api';
import { usersRoutes as r } from '@/lib/contracts/routes/users';
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
import { invalidate } from '@/lib/browser/invalidate';

export type Done = { message?: string };

export const usersApi = {
  invite: (body: InviteInput) => callApi(r.invite, { body }),
  update: (id: string, body: UpdateUserInput) => callApi(r.updateUser, { params: { id }, body }),
  resend: (id: string) => callApi(r.resendInvite, { params: { id } }),
  createSubRole: (body: SubRoleInput) => callApi(r.createSubRole, { body }),
  updateSubRole: (id: string, body: SubRoleUpdateInput) => callApi(r.updateSubRole, { params: { id }, body }),
  createBranch: (body: BranchInput) => callApi(r.createBranch, { body }),
  updateBranch: (id: string, body: BranchUpdateInput) => callApi(r.updateBranch, { params: { id }, body }),
  createRegion: (body: RegionInput) => callApi(r.createRegion, { body }),
  updateRegion: (id: string, body: RegionUpdateInput) => callApi(r.updateRegion, { params: { id }, body }),
};

/** Every cached users-service read, whatever its query: a write moves counts and names on the other cards too. */
export const revalidateUsers = () => invalidate(r.users, r.roles, r.permissions, r.subRoles, r.branches, r.regions);
