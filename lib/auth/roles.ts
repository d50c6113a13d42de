export const ROLES = ['super_admin', 'company_admin', 'recruiter', 'company_contact'] as const;
export type Role = (typeof ROLES)[number];

/** role_id of SPEC §3, stable across tenants (table `roles`). */
export const ROLE_IDS: Record<Role, number> = { super_admin: 1, company_admin: 2, recruiter: 3, company_contact: 4 };
export const ROLE_NAMES: Record<Role, string> = {
  super_admin: 'Super Admin',
  company_admin: 'Company Admin',
  recruiter: 'Recruiter',
  company_contact: 'Company Contact',
};

/** SPEC §6: any other role is treated as Company Contact. */
export function normaliseRole(value: unknown): Role {
  return (ROLES as readonly unknown[]).includes(value) ? (value as Role) : 'company_contact';
}

export function roleFromId(id: number): Role {
  const found = (Object.entries(ROLE_IDS) as [Role, number][]).find(([, v]) => v === id);
  return found ? found[0] : 'company_contact';
}

export const ADMINS: readonly Role[] = ['super_admin', 'company_admin'];
export const STAFF: readonly Role[] = ['super_admin', 'company_admin', 'recruiter'];
/** @alias ROLES, named for the allow lists of handlers and routes */
export const EVERYONE: readonly Role[] = ROLES;
