import { z } from 'zod';
import { defineContract } from '@/lib/api/contract';
import { listOf, one } from '@/lib/api/responses';
import { ADMIN_ROUTE } from '@/lib/users/route';
import {
  archivedQuery, branchBody, branchRow, branchUpdateBody, inviteBody, permissionRow, regionBody, regionRow, regionUpdateBody, roleRow, subRoleBody, subRoleRow,
  subRoleUpdateBody, updateUserBody, userListQuery, userRow,
} from '@/lib/users/schema';

const access = { route: ADMIN_ROUTE } as const;

/** The users service (SPEC §7): users, roles and sub-roles, regions and branches of the admin settings. */
export const usersContracts = {
  users: defineContract({ service: 'users', method: 'GET', path: '/users', summary: "The tenant's users, paged, searched by name or email, filtered by role, status and branch", access, query: userListQuery, response: listOf(userRow) }),
  invite: defineContract({ service: 'users', method: 'POST', path: '/users', summary: 'Invite a user: creates the user and mails a sign-in link (201)', access, body: inviteBody, response: one(userRow) }),
  updateUser: defineContract({ service: 'users', method: 'PATCH', path: '/users/{id}', summary: "Change a user's name, role, sub-role, branch or active flag (deactivating ends her sessions)", access, body: updateUserBody, response: one(userRow) }),
  resendInvite: defineContract({ service: 'users', method: 'POST', path: '/users/{id}/resend-invite', summary: 'Mail the user a new sign-in link (5 per user per 15 minutes)', access, response: z.object({ message: z.string() }) }),
  roles: defineContract({ service: 'users', method: 'GET', path: '/roles', summary: 'The four roles with their permissions and active sub-roles', access, response: listOf(roleRow) }),
  permissions: defineContract({ service: 'users', method: 'GET', path: '/permissions', summary: 'The permission keys (route paths) with their menu label key under nav', access, response: listOf(permissionRow) }),
  subRoles: defineContract({ service: 'users', method: 'GET', path: '/sub-roles', summary: 'Sub-roles; archived ones on request', access, query: archivedQuery, response: listOf(subRoleRow) }),
  createSubRole: defineContract({ service: 'users', method: 'POST', path: '/sub-roles', summary: 'Create a sub-role: a base role narrowed to some of its permissions (201)', access, body: subRoleBody, response: one(subRoleRow) }),
  updateSubRole: defineContract({ service: 'users', method: 'PATCH', path: '/sub-roles/{id}', summary: "Change a sub-role's name, permissions, base role (while no one holds it) or archive it", access, body: subRoleUpdateBody, response: one(subRoleRow) }),
  archiveSubRole: defineContract({ service: 'users', method: 'DELETE', path: '/sub-roles/{id}', summary: 'Archive a sub-role; its users keep working with their base role', access, response: one(subRoleRow) }),
  regions: defineContract({ service: 'users', method: 'GET', path: '/regions', summary: 'Regions with their branch counts; archived ones on request', access, query: archivedQuery, response: listOf(regionRow) }),
  createRegion: defineContract({ service: 'users', method: 'POST', path: '/regions', summary: 'Create a region (201)', access, body: regionBody, response: one(regionRow) }),
  updateRegion: defineContract({ service: 'users', method: 'PATCH', path: '/regions/{id}', summary: 'Rename a region, or archive or restore it', access, body: regionUpdateBody, response: one(regionRow) }),
  archiveRegion: defineContract({ service: 'users', method: 'DELETE', path: '/regions/{id}', summary: 'Archive a region', access, response: one(regionRow) }),
  branches: defineContract({ service: 'users', method: 'GET', path: '/branches', summary: 'Branches with their user counts; archived ones on request', access, query: archivedQuery, response: listOf(branchRow) }),
  createBranch: defineContract({ service: 'users', method: 'POST', path: '/branches', summary: 'Create a branch (201)', access, body: branchBody, response: one(branchRow) }),
  updateBranch: defineContract({ service: 'users', method: 'PATCH', path: '/branches/{id}', summary: 'Edit a branch, or archive or restore it', access, body: branchUpdateBody, response: one(branchRow) }),
  archiveBranch: defineContract({ service: 'users', method: 'DELETE', path: '/branches/{id}', summary: 'Archive a branch', access, response: one(branchRow) }),
};
