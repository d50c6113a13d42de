import 'server-only';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ApiError, say, type ErrorText } from '@/lib/errors';
import { audit } from '@/lib/audit';
import { shortTransaction, type DbOrTx } from '@/lib/db/client';
import { sweepable } from '@/lib/db/locks';
import { companySettings, loginTokens, sessions, tenants, users } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { linkMail, recipientLocale } from '@/lib/mail/catalogue';
import { sendMail } from '@/lib/mail';
import { isLocale } from '@/lib/i18n/config';
import { readInvitationDays } from '@/lib/settings/invitations';
import { findTenantBySlug } from '@/lib/settings/queries';
import { hit } from './queries';
import { enforce } from './rate-limit';
import { roleFromId } from './roles';
import { sameOriginPath, type loginRequestBody, type verifyLoginBody } from './schema';
import { SESSION_TTL_SECONDS, signSession } from './session-token';
import { userDetails, type UserDetails } from './user-details';

const LOGIN_LINK_TTL_MS = 15 * 60 * 1000;
const DAY_MS = 86_400_000;
/** The same answer whether or not the email has an account (worded for the caller at the boundary). */
export const LOGIN_REQUEST_MESSAGE = say('done.auth.linkOnItsWay');
const INVALID_LINK = say('auth.invalidSignInLink');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Sign-in links one address may ask for one email per 15 minutes. */
const LOGIN_EMAIL_PER_ADDRESS_LIMIT = 5;
/**
 * Sign-in links mailed to one email per hour, whatever address or headers the requests come from (issue 24
 * item 9): past it requests are answered as usual but nothing is mailed. LOGIN_EMAIL_MAIL_LIMIT, default
 * five: that covers a person who asks again because a mail was slow; more would be a mailbox flooded from
 * many addresses. The counter is a row in rate_limits, so every instance counts together.
 */
export const loginEmailMailLimit = (): number => env().LOGIN_EMAIL_MAIL_LIMIT;

/**
 * Issues a single-use link. The answer is the same whether or not the company or the email exists, so
 * the endpoint tells an attacker nothing. Limits: per client address (LOGIN_IP_LIMIT), and per email AND
 * address, so a stranger asking for someone's links from elsewhere cannot lock that person out of their
 * own sign-in. A mailbox is not flooded from many addresses either: past LOGIN_EMAIL_MAIL_LIMIT an hour,
 * requests are answered as usual but no more mail goes out.
 */
export async function requestLogin(
  db: DbOrTx,
  input: z.infer<typeof loginRequestBody>,
  origin: string,
  ip: string,
  /** The request's language: the mail's, for a user who has not saved one. */
  locale?: string,
): Promise<{ message: ErrorText }> {
  // Counted outside the transaction so a refused or failed request still counts.
  await enforce(db, `login:ip:${ip}`, env().LOGIN_IP_LIMIT, 900, 'auth.tooManyLoginsNetwork');
  const tenant = await findTenantBySlug(db, input.company_id);
  if (!tenant) return { message: LOGIN_REQUEST_MESSAGE };
  await enforce(db, `login:email-ip:${tenant.id}:${input.email}:${ip}`, LOGIN_EMAIL_PER_ADDRESS_LIMIT, 900, 'auth.tooManyLoginsEmail');
  const mailLimit = loginEmailMailLimit();
  if ((await hit(db, `login:email-mail:${tenant.id}:${input.email}`, 3600)) > mailLimit) {
    // The same answer as a mailed link (no telling whether the email has an account); the address is no secret.
    log.info({ tenant: tenant.slug, email: input.email, limit: mailLimit }, 'sign-in mail cap reached: answered, not mailed');
    return { message: LOGIN_REQUEST_MESSAGE };
  }
  // A sign-in is a row or two: the short lane, so it never waits behind bulk writes (lib/db/transaction-slots.ts).
  await shortTransaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), eq(users.email, input.email), eq(users.active, true)))
      .limit(1);
    if (!user) return;
    await issueSignInLink(tx, { tenant, user, origin, locale, next: input.next ?? null });
    await audit(tx, { tenantId: tenant.id, userId: user.id, action: 'login.requested', ip });
  });
  return { message: LOGIN_REQUEST_MESSAGE };
}

export type SignInLinkTarget = {
  tenant: { id: string; slug: string; name: string };
  /** `locale`: the language she saved; the mail speaks it, else the request's (`locale` below). */
  user: { id: string; email: string; username: string; locale?: string | null };
  /** The request's origin, used only when PUBLIC_URL is unset. */
  origin: string;
  /** The request's language (cookie, then Accept-Language): for a user who has not saved one. */
  locale?: string | null;
  next?: string | null;
  /** 'invite' words the mail as an invitation (admin invite and resend); 'login' as a requested sign-in. */
  purpose?: 'login' | 'invite';
};

/** An invitation's lifetime, read in the caller's transaction (the settings cache would reach for a second connection). */
async function invitationDays(tx: DbOrTx, tenantId: string): Promise<number> {
  const [row] = await tx
    .select({ data: companySettings.data })
    .from(companySettings)
    .where(eq(companySettings.tenantId, tenantId))
    .limit(1);
  return readInvitationDays(row?.data.invitations);
}

/**
 * Stores a fresh single-use link token (32 random bytes, only its SHA-256 kept) and mails the link in
 * the recipient's language. A requested sign-in link works 15 minutes; an invitation the company's
 * `invitations.valid_days` (default 7), since an invitee may read her mail days later. Runs on the
 * caller's transaction: a dev-mailbox mail commits with the token, and an SMTP mail goes only once the
 * token is committed (lib/mail), so a rolled-back transaction mails nothing and no mailed link names a
 * token never stored.
 */
export async function issueSignInLink(tx: DbOrTx, target: SignInLinkTarget): Promise<void> {
  const { tenant, user, origin } = target;
  const invite = target.purpose === 'invite';
  const days = invite ? await invitationDays(tx, tenant.id) : 0;
  const token = randomBytes(32).toString('base64url');
  await tx
    .delete(loginTokens)
    .where(inArray(loginTokens.id, sweepable(tx, loginTokens, lt(loginTokens.expiresAt, sql`now() - interval '1 day'`))));
  await tx.insert(loginTokens).values({
    tenantId: tenant.id,
    userId: user.id,
    tokenHash: hashToken(token),
    redirectTo: target.next ?? null,
    expiresAt: new Date(Date.now() + (invite ? days * DAY_MS : LOGIN_LINK_TTL_MS)),
  });
  // PUBLIC_URL in deployments; the request origin (from the server's own URL, not Host) otherwise.
  const link = `${(env().PUBLIC_URL ?? origin).replace(/\/+$/, '')}/${tenant.slug}/login?token=${token}`;
  const mail = await linkMail(invite ? 'invitation' : 'signIn', recipientLocale(user.locale, target.locale), link, {
    name: user.username,
    tenant: tenant.name,
    minutes: LOGIN_LINK_TTL_MS / 60_000,
    days,
  });
  // No List-Unsubscribe here, on purpose: a sign-in or invitation link is sent only when she (or an admin
  // for her) asks, once, and there is no list to leave; "unsubscribing" could only mean losing the way to
  // sign in. RFC 8058 and the mailbox providers' sender rules ask the header of subscribed mail, which the
  // notification mails are (lib/notifications/dispatch.ts). A flood of requested links is what the
  // per-email hourly cap above stops.
  await sendMail(tx, {
    tenantId: tenant.id,
    to: user.email,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    kind: invite ? 'invitation' : 'sign-in',
  });
}

export type LoginResult = { token: string; expiresAt: Date; user: UserDetails; next: string | null };

/** Consumes a link token once (row lock + used_at) and opens a session. */
export async function verifyLogin(
  db: DbOrTx,
  input: z.infer<typeof verifyLoginBody>,
  meta: { ip: string; userAgent: string | null; locale?: string | null },
): Promise<LoginResult> {
  await enforce(db, `verify:ip:${meta.ip}`, env().LOGIN_IP_LIMIT * 2, 900, 'auth.tooManyVerifies');
  const tenant = await findTenantBySlug(db, input.company_id);
  // An unknown company reads like any link that does not work: which companies exist is not told.
  if (!tenant) throw new ApiError(400, INVALID_LINK, 'invalid_token');
  return shortTransaction(async (tx) => {
    const [row] = await tx
      .select({ token: loginTokens, user: users, tenant: tenants })
      .from(loginTokens)
      .innerJoin(users, eq(users.id, loginTokens.userId))
      .innerJoin(tenants, eq(tenants.id, loginTokens.tenantId))
      .where(
        and(
          eq(loginTokens.tokenHash, hashToken(input.token)),
          eq(loginTokens.tenantId, tenant.id),
          isNull(loginTokens.usedAt),
          gt(loginTokens.expiresAt, new Date()),
          eq(users.active, true),
        ),
      )
      .for('update', { of: loginTokens })
      .limit(1);
    if (!row) throw new ApiError(400, INVALID_LINK, 'invalid_token');
    await tx.update(loginTokens).set({ usedAt: new Date() }).where(eq(loginTokens.id, row.token.id));
    const sessionId = randomUUID();
    const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
    await tx
      .insert(sessions)
      .values({ id: sessionId, tenantId: tenant.id, userId: row.user.id, expiresAt, userAgent: meta.userAgent?.slice(0, 300) ?? null });
    // The language she chose before signing in (the switcher's cookie) becomes hers: her mails speak it.
    const locale = isLocale(meta.locale) ? meta.locale : row.user.locale;
    await tx.update(users).set({ lastLoginAt: new Date(), locale }).where(eq(users.id, row.user.id));
    // Keep the sessions table to live rows: a sign-in sweeps this user's expired ones.
    await tx
      .delete(sessions)
      .where(inArray(sessions.id, sweepable(tx, sessions, and(eq(sessions.userId, row.user.id), lt(sessions.expiresAt, new Date())))));
    await audit(tx, { tenantId: tenant.id, userId: row.user.id, action: 'login.succeeded', ip: meta.ip });
    const token = await signSession(
      { sessionId, userId: row.user.id, tenantId: tenant.id, tenantSlug: tenant.slug, role: roleFromId(row.user.roleId) },
      env().SESSION_SECRET,
    );
    // Checked again on the way out: a row stored before the rule tightened must not redirect off-site.
    return {
      token,
      expiresAt,
      user: userDetails({ ...row.user, tenantSlug: tenant.slug }),
      next: sameOriginPath(row.token.redirectTo) ?? null,
    };
  });
}

/**
 * Sign-out: the row is revoked, and since every instance reads it on every request (lib/auth/guard.ts)
 * the token is refused everywhere from the next request on; the app tokens issued through this session
 * name it, so they stop verifying too (lib/auth/app-token-service.ts).
 */
export async function revokeSession(db: DbOrTx, sessionId: string, tenantId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.tenantId, tenantId)));
}
