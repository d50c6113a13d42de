import { mkdirSync } from 'node:fs';
import { request, type FullConfig } from '@playwright/test';
import { apiSignIn, ROLES, stateFile, TENANTS } from './support';

/** One signed-in browser state per demo user, so specs that are not about login start signed in. */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0].use.baseURL!;
  mkdirSync('test-reports/auth', { recursive: true });
  for (const tenant of TENANTS) {
    for (const role of ROLES) {
      const ctx = await request.newContext({ baseURL });
      await apiSignIn(ctx, `${role}@${tenant}.test`, tenant);
      await ctx.storageState({ path: stateFile(tenant, role) });
      await ctx.dispose();
    }
  }
}
