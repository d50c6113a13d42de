import { z } from 'zod';
import { pageQuery } from '@/lib/schema-kit/paging';
import { isoTimestamp } from '@/lib/schema-kit/responses';
import { DEFAULT_FLAGS, type PortalFlags } from '@/lib/auth/permissions';
import { ROLES } from '@/lib/auth/roles';
import { invalidKeys, NARROWABLE_ROLES } from '@/lib/auth/sub-roles';
import { DEFAULT_USER_SORT, USER_SORTS, USER_STATUSES } from './types';

/** zod inputs of the users API, shared by the admin forms and the handlers. */

const archived = z.boolean({ error: 'archived must be true or false' }).optional();

const roleField = z.enum(ROLES, { error: `role must be one of ${ROLES.join(', ')}` });
const uuidField = (field: string) => z.uuid({ error: `${field} must be an id` });
const name = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);
/** Optional text where an empty string means "none". */
const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

export const userListQuery = pageQuery.extend({
  role: roleField.optional(),
  status: z.enum(USER_STATUSES, { error: 'status must be active, inactive or all' }).default('all'),
  branch: uuidField('branch').optional(),
  sort: z.enum(USER_SORTS, { error: `sort must be one of ${USER_SORTS.join(', ')}` }).default(DEFAULT_USER_SORT),
});
export type UserListQuery = z.infer<typeof userListQuery>;

export const inviteBody = z
  .object({
    email: z.email({ error: 'email must be a valid email address' }).trim().toLowerCase().max(254, 'email must be at most 254 characters'),
    username: name('username', 100),
    role: roleField,
    branch_id: uuidField('branch_id').nullable().optional(),
    sub_role_id: uuidField('sub_role_id').nullable().optional(),
    contact_id: uuidField('contact_id').optional(),
  })
  .superRefine((b, ctx) => {
    // A Company Contact user is the portal login of one contact record; staff users have none.
    if (b.role === 'company_contact' && !b.contact_id)
      ctx.addIssue({ code: 'custom', path: ['contact_id'], message: 'validation.contactNeeded' });
    if (b.role !== 'company_contact' && b.contact_id)
      ctx.addIssue({ code: 'custom', path: ['contact_id'], message: 'validation.contactOnlyForContacts' });
  });
export type InviteInput = z.infer<typeof inviteBody>;

export const updateUserBody = z
  .object({
    username: name('username', 100).optional(),
    role: roleField.optional(),
    sub_role_id: uuidField('sub_role_id').nullable().optional(),
    branch_id: uuidField('branch_id').nullable().optional(),
    active: z.boolean({ error: 'active must be true or false' }).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'validation.atLeastOneField');
export type UpdateUserInput = z.infer<typeof updateUserBody>;

const permissionList = z
  .array(z.string({ error: 'permissions must be route keys' }).max(100), { error: 'permissions must be a list of route keys' })
  .max(100)
  .transform((keys) => [...new Set(keys)]);

/** The base role's keys only (400 otherwise); Super Admin is never narrowed. */
function checkSubRole(b: { role?: z.infer<typeof roleField>; permissions?: string[] }, ctx: z.RefinementCtx) {
  if (!b.role) return;
  if (!NARROWABLE_ROLES.includes(b.role)) {
    ctx.addIssue({ code: 'custom', path: ['role'], message: 'validation.superAdminNoSubRoles' });
    return;
  }
  const bad = b.permissions ? invalidKeys(b.role, b.permissions) : [];
  if (bad.length)
    ctx.addIssue({
      code: 'custom',
      path: ['permissions'],
      message: 'validation.notRolePermissions',
      params: { role: b.role, keys: bad.join(', ') },
    });
}

export const subRoleBody = z.object({ name: name('name', 60), role: roleField, permissions: permissionList }).superRefine(checkSubRole);
export type SubRoleInput = z.infer<typeof subRoleBody>;

/** A role change without permissions is checked against the stored list by the service. */
export const subRoleUpdateBody = z
  .object({
    name: name('name', 60).optional(),
    role: roleField.optional(),
    permissions: permissionList.optional(),
    archived,
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'validation.atLeastOneField')
  .superRefine(checkSubRole);
export type SubRoleUpdateInput = z.infer<typeof subRoleUpdateBody>;

export const branchBody = z.object({
  name: name('name', 100),
  address: optionalText('address', 300),
  phone: optionalText('phone', 40),
  region_id: uuidField('region_id').nullable().optional(),
});
export type BranchInput = z.infer<typeof branchBody>;

export const branchUpdateBody = branchBody
  .partial()
  .extend({ archived })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'validation.atLeastOneField');
export type BranchUpdateInput = z.infer<typeof branchUpdateBody>;

export const regionBody = z.object({ name: name('name', 100) });
export type RegionInput = z.infer<typeof regionBody>;

export const regionUpdateBody = z
  .object({ name: name('name', 100).optional(), archived })
  .refine((b) => b.name !== undefined || b.archived !== undefined, 'validation.atLeastOneField');
export type RegionUpdateInput = z.infer<typeof regionUpdateBody>;

export const archivedQuery = z.object({
  include_archived: z
    .enum(['1', '0', 'true', 'false'], { error: 'include_archived must be 1 or 0' })
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
});

const ref = z.object({ _id: z.uuid(), name: z.string() });

export const userRow = z.object({
  _id: z.uuid(),
  email: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
  role_id: z.number().int(),
  sub_role: ref.nullable(),
  branch: ref.nullable(),
  active: z.boolean(),
  is_contact: z.boolean(),
  contact_id: z.uuid().nullable(),
  last_login_at: isoTimestamp.nullable(),
  created_at: isoTimestamp,
  invited: z.boolean().meta({ description: 'Never signed in: the invitation is still open' }),
});

export const subRoleRow = z.object({
  _id: z.uuid(),
  name: z.string(),
  role: z.enum(ROLES),
  role_id: z.number().int(),
  permissions: z.array(z.string()),
  users_count: z.number().int(),
  archived_at: isoTimestamp.nullable(),
});

const PORTAL_FLAG_KEYS = Object.keys(DEFAULT_FLAGS) as [keyof PortalFlags, ...(keyof PortalFlags)[]];
/** One permission of a role: a ROUTE_RULES path, conditional on a setting for a Company Contact. */
const rolePermission = z.object({
  key: z.string(),
  nav: z.string().nullable(),
  contact_when: z.enum(PORTAL_FLAG_KEYS).nullable(),
  open_now: z.boolean().meta({ description: "Whether the tenant's settings open it today (always true for unconditional ones)" }),
});

export const roleRow = z.object({
  _id: z.enum(ROLES),
  role: z.enum(ROLES),
  role_id: z.number().int(),
  name: z.string(),
  permissions: z.array(rolePermission),
  sub_roles_allowed: z.boolean().meta({ description: 'False for Super Admin, the owner role that is never narrowed' }),
  sub_roles: z.array(subRoleRow),
});

export const permissionRow = z.object({ key: z.string(), nav: z.string().nullable(), always_open: z.boolean() });

export const regionRow = z.object({
  _id: z.uuid(),
  name: z.string(),
  branches_count: z.number().int(),
  archived_at: isoTimestamp.nullable(),
  created_at: isoTimestamp,
});

export const branchRow = z.object({
  _id: z.uuid(),
  name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  region: ref.nullable(),
  users_count: z.number().int(),
  archived_at: isoTimestamp.nullable(),
  created_at: isoTimestamp,
});

export type Ref = z.infer<typeof ref>;

export type UserRow = z.infer<typeof userRow>;

export type SubRoleRow = z.infer<typeof subRoleRow>;

/** One permission of a role: a ROUTE_RULES path, conditional on a setting for a Company Contact. */
export type RolePermission = z.infer<typeof rolePermission>;

export type RoleRow = z.infer<typeof roleRow>;

export type PermissionRow = z.infer<typeof permissionRow>;

export type RegionRow = z.infer<typeof regionRow>;

export type BranchRow = z.infer<typeof branchRow>;
