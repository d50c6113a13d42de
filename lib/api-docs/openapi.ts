import 'server-only';
import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { ruleFor } from '@/lib/auth/permissions';
import { ROLES, type Role } from '@/lib/auth/roles';
import { mountOf, type Contract, type RouteAccess } from '@/lib/contracts/kit/contract';
import { CONTRACTS } from '@/lib/contracts/all';

const errorBody = z
  .object({ message: z.string(), error_code: z.string().optional(), errors: z.record(z.string(), z.unknown()).optional() })
  .meta({ id: 'Error' });

/** The roles a route admits: its own list, or those of the screen's row in the permission table. */
function rolesOf(access: RouteAccess): readonly Role[] | 'anyone' {
  if ('public' in access) return 'anyone';
  if ('allow' in access) return access.allow;
  const rule = ruleFor(access.route);
  if (!rule) return ROLES;
  // A contact reaches a conditional screen's API when the tenant's setting opens the screen to contacts.
  return rule.contactWhen && !rule.allow.includes('company_contact') ? [...rule.allow, 'company_contact'] : rule.allow;
}

const pathParams = (path: string) => {
  const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  return names.length ? z.object(Object.fromEntries(names.map((n) => [n, z.string()]))) : undefined;
};

function operation(c: Contract): ZodOpenApiOperationObject {
  const roles = rolesOf(c.access);
  const path = pathParams(c.path);
  const media = c.consumes ?? 'application/json';
  const errors = Object.fromEntries(
    (
      [
        ['400', 'Bad input'],
        ['401', 'Not signed in'],
        ['403', 'Role not allowed'],
        ['404', "Missing, or another tenant's"],
        ['409', 'Invalid state transition'],
      ] as const
    )
      .filter(([status]) => roles !== 'anyone' || !['401', '403'].includes(status))
      .map(([status, description]) => [status, { description, content: { 'application/json': { schema: errorBody } } }]),
  );
  return {
    summary: c.summary,
    tags: [c.service],
    ...(roles === 'anyone' ? { security: [] } : {}),
    'x-roles': roles === 'anyone' ? [] : [...roles],
    ...(c.permission ? { 'x-contact-permission': c.permission } : {}),
    requestParams: { ...(path ? { path } : {}), ...(c.query ? { query: c.query as z.ZodObject } : {}) },
    ...(c.body ? { requestBody: { content: { [media]: { schema: c.body } } } } : {}),
    responses: {
      '200': { description: 'OK', content: { [c.produces ?? 'application/json']: { schema: c.response } } },
      ...errors,
    },
  };
}

/** OpenAPI 3.1 of every contract, paths as the browser reaches them (the service's mount + the path). */
export function openApiDocument(contracts: readonly Contract[]) {
  const paths: ZodOpenApiPathsObject = {};
  for (const c of [...contracts].sort((a, b) => (a.service + a.path).localeCompare(b.service + b.path))) {
    const full = `${mountOf(c.service)}${c.path}`;
    paths[full] = { ...paths[full], [c.method.toLowerCase()]: operation(c) };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Staffing client portal API',
      version: '2',
      description: 'Generated from the zod contracts the route handlers enforce (lib/contracts/kit/contract.ts).',
    },
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'session' },
        token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'The session JWT, raw or as "Bearer <token>"' },
      },
    },
    security: [{ session: [] }, { token: [] }],
    paths,
  });
}

let built: ReturnType<typeof openApiDocument> | undefined;
/**
 * The API's document. The contracts are fixed for the life of the process, so it is built once, on first
 * use, rather than converting some 300 schemas on every request to /api/openapi.json or /api-reference.
 */
export function apiDocument() {
  built ??= openApiDocument(CONTRACTS);
  return built;
}
