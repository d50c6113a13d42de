import { roleFromId } from './roles';

/** SPEC §3 "User details": role, company_id, _id, username, role_id, firebase_env, is_contact. */
export type UserDetails = {
  _id: string;
  username: string;
  email: string;
  role: string;
  role_id: number;
  company_id: string;
  firebase_env: number;
  is_contact: boolean;
};

export function userDetails(u: { id: string; username: string; email: string; roleId: number; firebaseEnv: number; isContact: boolean; tenantSlug: string }): UserDetails {
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
