import { mkdirSync } from 'node:fs';
import { request, type FullConfig } from '@playwright/test';
import { apiSignIn, OWN_TENANTS, ROLES, stateFile, TENANTS } from './support';

/**
 * One signed-in browser state per demo user (the demo tenants and the specs' own copies of acme), so specs
 * that are not about login start signed in. Sign-ins run eight at a time: each waits for its mail, which the
 * outbox sends in order.
 */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]!.use.baseURL!;
  mkdirSync('test-reports/auth', { recursive: true });
  const users = [...TENANTS, ...OWN_TENANTS].flatMap((tenant) => ROLES.map((role) => ({ tenant, role })));
  const signIn = async ({ tenant, role }: (typeof users)[number]) => {
    const ctx = await request.newContext({ baseURL });
    await apiSignIn(ctx, `${role}@${tenant}.test`, tenant);
    await ctx.storageState({ path: stateFile(tenant, role) });
    await ctx.dispose();
  };
  for (let i = 0; i < users.length; i += 8) await Promise.all(users.slice(i, i + 8).map(signIn));
}
