import { beforeAll, describe, expect, it } from 'vitest';
import * as issue from '@/app/api/main/client-portal/app-token/route';
import * as verify from '@/app/api/main/client-portal/app-token/verify/route';
import { call, expectError, json } from './helpers';
import { signInAs } from './time-helpers';

let contact = '';
beforeAll(async () => {
  contact = await signInAs('contact@acme.test');
});

describe('POST /client-portal/app-token and /verify', () => {
  it("issues a token with the signed-in user's details that the verify endpoint reads back", async () => {
    const res = await call(issue.POST, 'POST', '/api/main/client-portal/app-token', { token: contact });
    expect(res.status).toBe(200);
    const { data } = await json<{ data: { token: string; token_type: string; expires_in: number } }>(res);
    expect(data.token_type).toBe('Bearer');
    expect(data.expires_in).toBe(604_800);
    const checked = await json<{ data: Record<string, unknown> }>(
      await call(verify.POST, 'POST', '/api/main/client-portal/app-token/verify', { body: { token: data.token } }),
    );
    expect(checked.data).toMatchObject({ username: 'Casey Contact', company_id: 'acme', role_id: 4, firebase_type: 1, is_contact: true });
    expect(checked.data.user_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('needs a session to issue (401); a bad token is 401 invalid_token; a missing one is 400', async () => {
    await expectError(await call(issue.POST, 'POST', '/api/main/client-portal/app-token'), 401);
    const bad = await expectError(
      await call(verify.POST, 'POST', '/api/main/client-portal/app-token/verify', { body: { token: 'a.b.c' } }),
      401,
    );
    expect(bad.error_code).toBe('invalid_token');
    // A session token is not an app token.
    expect(
      (await expectError(await call(verify.POST, 'POST', '/api/main/client-portal/app-token/verify', { body: { token: contact } }), 401))
        .error_code,
    ).toBe('invalid_token');
    await expectError(await call(verify.POST, 'POST', '/api/main/client-portal/app-token/verify', { body: {} }), 400);
  });
});
