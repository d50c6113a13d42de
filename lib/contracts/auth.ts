import { defineContract } from '@/lib/contracts/kit/contract';
import { one } from '@/lib/schema-kit/responses';
import { EVERYONE } from '@/lib/auth/roles';
import {
  appToken,
  appTokenBody,
  appTokenClaims,
  loginRequestBody,
  loginRequested,
  loginVerified,
  signedOut,
  userDetails,
  verifyLoginBody,
} from '@/lib/auth/schema';

const anyone = { public: true } as const;
const signedIn = { allow: EVERYONE } as const;

/** Signing in and out of the portal, and the app tokens (SPEC §7 main service, client-portal/…). */
export const authContracts = {
  loginRequest: defineContract({
    service: 'main',
    method: 'POST',
    path: '/client-portal/login-request',
    summary: 'Mail a one-time sign-in link (the same answer whether or not the address has an account)',
    access: anyone,
    body: loginRequestBody,
    response: loginRequested,
  }),
  loginRequestV2: defineContract({
    service: 'main',
    method: 'POST',
    path: '/client-portal/login-request/v2',
    summary: 'Mail a one-time sign-in link (v2 path of the same call)',
    access: anyone,
    body: loginRequestBody,
    response: loginRequested,
  }),
  verifyLogin: defineContract({
    service: 'main',
    method: 'POST',
    path: '/client-portal/verify-login',
    summary: 'Exchange a sign-in link token for a session (cookie and token)',
    access: anyone,
    body: verifyLoginBody,
    response: loginVerified,
  }),
  verifyLoginV2: defineContract({
    service: 'main',
    method: 'POST',
    path: '/client-portal/verify-login/v2',
    summary: 'Exchange a sign-in link token for a session (v2 path of the same call)',
    access: anyone,
    body: verifyLoginBody,
    response: loginVerified,
  }),
  logout: defineContract({
    service: 'main',
    method: 'POST',
    path: '/client-portal/logout',
    summary: 'Sign out: revoke the session and clear its cookie (always succeeds)',
    access: anyone,
    response: signedOut,
  }),
  logoutEverywhere: defineContract({
    service: 'main',
    method: 'POST',
    path: '/client-portal/logout/everywhere',
    summary: "Sign out on every device: revoke all of the user's sessions and app tokens, and clear this cookie",
    access: signedIn,
    response: signedOut,
  }),
  user: defineContract({
    service: 'main',
    method: 'GET',
    path: '/client-portal/user',
    summary: 'The signed-in user',
    access: signedIn,
    response: one(userDetails),
  }),
  userV2: defineContract({
    service: 'main',
    method: 'GET',
    path: '/client-portal/user/v2',
    summary: 'The signed-in user (v2 path of the same call)',
    access: signedIn,
    response: one(userDetails),
  }),
  appToken: defineContract({
    service: 'main',
    method: 'POST',
    path: '/client-portal/app-token',
    summary: 'Issue a signed token for the mobile and embedded apps',
    access: signedIn,
    response: appToken,
  }),
  revokeAppTokens: defineContract({
    service: 'main',
    method: 'POST',
    path: '/client-portal/app-token/revoke',
    summary: 'Revoke every app token of the signed-in user, on every instance at once (the portal session stays)',
    access: signedIn,
    response: signedOut,
  }),
  verifyAppToken: defineContract({
    service: 'main',
    method: 'POST',
    path: '/client-portal/app-token/verify',
    summary: 'The claims of a valid app token, or 401 (expired, invalid, or revoked: signed out, deactivated, role or permissions changed)',
    access: anyone,
    body: appTokenBody,
    response: appTokenClaims,
  }),
};
