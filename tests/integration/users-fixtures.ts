import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import * as userItem from '@/app/api/users/users/[id]/route';
import * as usersRoute from '@/app/api/users/users/route';
import * as verifyLogin from '@/app/api/main/client-portal/verify-login/route';
import type { UserRow } from '@/lib/users/schema';
import { call, json, latestLinkToken } from './helpers';

/** Fixtures shared by the users-service tests: every test invites users of its own. */

export const USERS = '/api/users/users';
export const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;
export const freshEmail = (label = 'user') => `${label}.${randomUUID().slice(0, 8)}@staff.test`;

export type One<T> = { data: T; message?: string };

export const invite = (token: string, body: Record<string, unknown>) => call(usersRoute.POST, 'POST', USERS, { token, body });

export const patchUser = (token: string, id: string, body: unknown) =>
  call(userItem.PATCH, 'PATCH', `${USERS}/${id}`, { token, params: { id }, body });

/** Invites a user (201) and returns the row. */
export async function invited(
  token: string,
  body: Partial<{ email: string; username: string; role: string; branch_id: string; sub_role_id: string }> = {},
) {
  const email = body.email ?? freshEmail();
  const res = await invite(token, { username: unique('Invited'), role: 'recruiter', ...body, email });
  const out = await json<One<UserRow>>(res);
  expect(res.status, JSON.stringify(out)).toBe(201);
  return out.data;
}

/** Uses the newest link mailed to the user, as the invitee would; returns the session token. */
export async function acceptInvite(email: string, company = 'acme'): Promise<string> {
  const token = await latestLinkToken(email);
  const res = await call(verifyLogin.POST, 'POST', '/api/main/client-portal/verify-login', {
    body: { token, company_id: company },
    ip: '10.7.0.1',
  });
  const body = await json<{ data: { token: string } }>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data.token;
}
