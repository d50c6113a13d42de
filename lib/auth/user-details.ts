import type { z } from 'zod';
import type { userDetails as userDetailsSchema } from './schema';
import { roleFromId } from './roles';

/** SPEC §3 "User details": role, company_id, _id, username, role_id, firebase_env, is_contact. */
export type UserDetails = z.infer<typeof userDetailsSchema>;

export function userDetails(u: {
  id: string;
  username: string;
  email: string;
  roleId: number;
  firebaseEnv: number;
  isContact: boolean;
  tenantSlug: string;
}): UserDetails {
  return {
    _id: u.id,
    username: u.username,
    email: u.email,
    role: roleFromId(u.roleId),
    role_id: u.roleId,
    company_id: u.tenantSlug,
    firebase_env: u.firebaseEnv ?? 1,
    is_contact: u.isContact,
  };
}
