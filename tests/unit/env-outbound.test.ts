import { afterEach, describe, expect, it, vi } from 'vitest';

/** env() parses once per module instance: each case loads a fresh lib/env with the variables given. */
async function loadEnv(vars: Record<string, string>) {
  vi.resetModules();
  vi.unstubAllEnvs();
  for (const [k, v] of Object.entries({ SESSION_SECRET: 'unit-tests-secret-0123456789abcdef0123', ...vars })) vi.stubEnv(k, v);
  const { env } = await import('@/lib/env');
  return env;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('OUTBOUND_URL_ALLOWLIST and PUSH_WEBHOOK_URL', () => {
  it('reads the allowlist as origins', async () => {
    const env = await loadEnv({ OUTBOUND_URL_ALLOWLIST: ' http://127.0.0.1:4010/ ,https://gateway.corp.example' });
    expect(env().OUTBOUND_URL_ALLOWLIST).toEqual(['http://127.0.0.1:4010', 'https://gateway.corp.example']);
    expect((await loadEnv({}))().OUTBOUND_URL_ALLOWLIST).toEqual([]);
  });

  it('refuses allowlist entries that are not origins', async () => {
    for (const bad of ['127.0.0.1:4010', 'http://127.0.0.1:4010/push', 'ftp://files.example', 'http://u:p@gw.example']) {
      expect(await loadEnv({ OUTBOUND_URL_ALLOWLIST: bad })).toThrow(/OUTBOUND_URL_ALLOWLIST/);
    }
  });

  it('wants an https push webhook unless its origin is allowlisted', async () => {
    expect(await loadEnv({ PUSH_WEBHOOK_URL: 'http://gateway.corp.example/push' })).toThrow(/PUSH_WEBHOOK_URL must be an https URL/);
    const allowed = await loadEnv({ PUSH_WEBHOOK_URL: 'http://127.0.0.1:4010/push', OUTBOUND_URL_ALLOWLIST: 'http://127.0.0.1:4010' });
    expect(allowed().PUSH_WEBHOOK_URL).toBe('http://127.0.0.1:4010/push');
    expect((await loadEnv({ PUSH_WEBHOOK_URL: 'https://push.example.com/hook' }))().PUSH_WEBHOOK_URL).toBe('https://push.example.com/hook');
  });
});
