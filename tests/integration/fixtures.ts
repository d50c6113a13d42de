import { beforeAll, expect } from 'vitest';
import { json } from './helpers';
import { signInAs, tenantBySlug } from './time-helpers';

/** The four demo users each tenant has: `<role>@<slug>.test`. */
export type DemoRole = 'superadmin' | 'admin' | 'recruiter' | 'contact';
type GlobexKey<R extends DemoRole> = `globex${Capitalize<R>}`;
export type DemoSessions<A extends DemoRole, G extends DemoRole> = Record<A | GlobexKey<G>, string> & { acmeId: string; globexId: string };

/** Session tokens of a tenant's demo users, in the order of `roles`, signed in side by side. */
export function signInRoles(tenant: string, roles: readonly DemoRole[]): Promise<string[]> {
  return Promise.all(roles.map((role) => signInAs(`${role}@${tenant}.test`)));
}

/**
 * What most API test files start from: acme's demo users in the roles asked, globex's as `globex<Role>`
 * (the other tenant, for the 404 checks), and both tenant ids. It registers the beforeAll that fills
 * the object, so call it at the top of the file, before any hook that uses it; until then every
 * field is '' (as the `let x = ''` it replaces).
 */
export function demoSessions<A extends DemoRole, G extends DemoRole = never>(
  acme: readonly A[],
  globex: readonly G[] = [],
): DemoSessions<A, G> {
  const keys = [...acme, ...globex.map((role) => `globex${role[0]!.toUpperCase()}${role.slice(1)}`)];
  const demo: Record<string, string> = Object.fromEntries([...keys, 'acmeId', 'globexId'].map((key) => [key, '']));
  beforeAll(async () => {
    const [acmeTokens, globexTokens, acmeTenant, globexTenant] = await Promise.all([
      signInRoles('acme', acme),
      signInRoles('globex', globex),
      tenantBySlug('acme'),
      tenantBySlug('globex'),
    ]);
    [...acmeTokens, ...globexTokens].forEach((token, i) => {
      demo[keys[i]!] = token;
    });
    demo.acmeId = acmeTenant.id;
    demo.globexId = globexTenant.id;
  });
  return demo as DemoSessions<A, G>;
}

/** The body of a response that must answer `status`; when it does not, the body is the failure's message. */
export async function bodyOf<T>(res: Response, status = 200): Promise<T> {
  const body = await json<T>(res);
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body;
}

/** The `data` of a single-row or list response that must answer `status`. */
export async function dataOf<T>(res: Response, status = 200): Promise<T> {
  return (await bodyOf<{ data: T }>(res, status)).data;
}
