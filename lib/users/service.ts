import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { ApiError, badRequest, conflict, fieldError, forbidden, say, type ErrorText } from '@/lib/errors';
import type { Session } from '@/lib/auth/guard';
import { issueSignInLink } from '@/lib/auth/login';
import { enforce } from '@/lib/auth/rate-limit';
import { revokeAppTokens, revokeEverything } from '@/lib/auth/revocation';
import { idParam } from '@/lib/schema-kit/ids';
import { ROLE_IDS, roleFromId, type Role } from '@/lib/auth/roles';
import type { DbOrTx } from '@/lib/db/client';
import { contacts, users } from '@/lib/db/schema';
import { loadUser, lockActiveSuperAdmins, requireBranch, requireSubRole, userRow } from './queries';
import type { InviteInput, UpdateUserInput } from './schema';
import type { UserRow } from './schema';
import { auditAs, write } from './write';
import { theRow } from '@/lib/db/rows';

const DUPLICATE_EMAIL = say('users.emailTaken');
const tenantOf = (s: Session) => ({ id: s.tenantId, slug: s.tenantSlug, name: s.tenantName });

/** The owner role is granted and managed by owners only. */
function assertMayGrant(session: Session, role: Role, verb: 'invite' | 'promote') {
  if (role === 'super_admin' && session.role !== 'super_admin') {
    throw forbidden(verb === 'invite' ? 'users.onlySuperAdminInvites' : 'users.onlySuperAdminPromotes');
  }
}

/** The contact a Company Contact user signs in for: active, in the tenant, with no portal user yet. */
async function requireFreeContact(tx: DbOrTx, tenantId: string, contactId: string, email: string) {
  const [contact] = await tx
    .select()
    .from(contacts)
    .where(and(eq(contacts.tenantId, tenantId), eq(contacts.id, contactId), isNull(contacts.archivedAt)))
    .limit(1);
  if (!contact) throw fieldError('contact_id', 'users.notActiveContact');
  // The contacts module keeps the portal user's email equal to the contact's (lib/contacts/service.ts).
  if (contact.email.toLowerCase() !== email)
    throw badRequest(
      'generic.field',
      { field: 'email', message: say('users.contactEmailIs', { email: contact.email }) },
      { email: say('users.contactEmail') },
    );
  const [linked] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.contactId, contactId)))
    .limit(1);
  if (linked) throw conflict('users.contactHasUser');
}

/** Creates the user and mails an invitation link (the sign-in link machinery, invite wording). */
export function inviteUser(session: Session, input: InviteInput, origin: string, locale?: string): Promise<UserRow> {
  assertMayGrant(session, input.role, 'invite');
  return write(DUPLICATE_EMAIL, async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, session.tenantId), eq(users.email, input.email)))
      .limit(1);
    if (taken) throw new ApiError(409, DUPLICATE_EMAIL, 'conflict');
    const roleId = ROLE_IDS[input.role];
    if (input.sub_role_id) await requireSubRole(tx, session.tenantId, input.sub_role_id, roleId);
    if (input.branch_id) await requireBranch(tx, session.tenantId, input.branch_id);
    if (input.contact_id) await requireFreeContact(tx, session.tenantId, input.contact_id, input.email);
    const user = theRow(
      await tx
        .insert(users)
        .values({
          tenantId: session.tenantId,
          email: input.email,
          username: input.username,
          roleId,
          subRoleId: input.sub_role_id ?? null,
          branchId: input.branch_id ?? null,
          isContact: input.role === 'company_contact',
          contactId: input.contact_id ?? null,
        })
        .returning(),
    );
    await issueSignInLink(tx, { tenant: tenantOf(session), user, origin, locale, purpose: 'invite' });
    await auditAs(tx, session, 'user.invite', user.id, { email: user.email, role: input.role });
    return userRow(tx, session.tenantId, user.id);
  });
}

/** A fresh sign-in link for an active user; at most 5 per user per 15 minutes. */
export async function resendInvite(
  db: DbOrTx,
  session: Session,
  id: string,
  origin: string,
  locale?: string,
): Promise<{ message: ErrorText }> {
  const user = await loadUser(db, session.tenantId, id);
  if (!user.active) throw conflict('users.deactivatedNoLink');
  await enforce(db, `invite:${session.tenantId}:${user.id}`, 5, 900, 'auth.tooManyInvites');
  await db.transaction(async (tx) => {
    await issueSignInLink(tx, { tenant: tenantOf(session), user, origin, locale, purpose: user.lastLoginAt ? 'login' : 'invite' });
    await auditAs(tx, session, 'user.resend_invite', user.id);
  });
  return { message: say('done.users.signInLinkSent', { email: user.email }) };
}

/**
 * Role, sub-role, branch, name and active flag. The rules: nobody changes their own role or sub-role or
 * deactivates themselves; the last active Super Admin stays one; only a Super Admin touches a Super
 * Admin; a Company Contact user belongs to a contact record, so that role is not switched to or from.
 */
export function updateUser(session: Session, id: string, input: UpdateUserInput): Promise<UserRow> {
  return write(DUPLICATE_EMAIL, async (tx) => {
    // Owners and the target are locked together, in id order, before anything is read.
    const owners =
      input.role !== undefined || input.active === false ? await lockActiveSuperAdmins(tx, session.tenantId, idParam(id, 'user')) : [];
    const target = await loadUser(tx, session.tenantId, id, true);
    const current = roleFromId(target.roleId);
    const next = input.role ?? current;
    if (current === 'super_admin' && session.role !== 'super_admin') throw forbidden('users.onlySuperAdminChanges');
    assertMayGrant(session, next, 'promote');
    const self = target.id === session.userId;
    const roleChanges = next !== current;
    const deactivates = input.active === false && target.active;
    if (self && roleChanges) throw conflict('users.ownRole');
    if (self && input.active === false) throw conflict('users.deactivateSelf');
    if (self && input.sub_role_id !== undefined && input.sub_role_id !== target.subRoleId) throw conflict('users.ownSubRole');
    if (roleChanges && (next === 'company_contact' || current === 'company_contact')) {
      throw conflict('users.contactRoleFixed');
    }
    if (current === 'super_admin' && target.active && (roleChanges || deactivates) && !owners.some((o) => o !== target.id)) {
      throw conflict('users.lastSuperAdmin');
    }
    const roleId = ROLE_IDS[next];
    // A sub-role narrows one base role: it does not follow the user to another role unless re-chosen.
    const subRoleId = input.sub_role_id !== undefined ? input.sub_role_id : roleChanges ? null : target.subRoleId;
    if (subRoleId && subRoleId !== target.subRoleId) await requireSubRole(tx, session.tenantId, subRoleId, roleId);
    if (input.branch_id) await requireBranch(tx, session.tenantId, input.branch_id);
    await tx
      .update(users)
      .set({
        username: input.username ?? target.username,
        roleId,
        subRoleId,
        branchId: input.branch_id === undefined ? target.branchId : input.branch_id,
        active: input.active ?? target.active,
      })
      .where(and(eq(users.tenantId, session.tenantId), eq(users.id, target.id)));
    // A role change also signs the user out: the session token carries the role that proxy.ts gates on.
    // Her app tokens name the old role or sub-role: they stop verifying (the sessions read the new one).
    if (roleChanges || deactivates) await revokeEverything(tx, session.tenantId, target.id);
    else if (subRoleId !== target.subRoleId) await revokeAppTokens(tx, session.tenantId, [target.id]);
    await auditAs(tx, session, 'user.update', target.id, { ...input });
    return userRow(tx, session.tenantId, target.id);
  });
}
