import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as openapi from '@/app/api/openapi.json/route';
import { defineContract, mountOf, type Contract } from '@/lib/contracts/kit/contract';
import { CONTRACTS } from '@/lib/contracts/all';
import { handler } from '@/lib/http/handler';
import { discoverApiRoutes, type ApiRoute } from './authz-matrix-routes';
import { call, expectError, json, signIn } from './helpers';

/** '/api/main/jobs/[id]' → '/api/main/jobs/{id}', as a contract writes it below its mount. */
const asOpenApiPath = (template: string) => template.replace(/\[{1,2}(?:\.\.\.)?([^\]]+)\]{1,2}/g, '{$1}');
const described = (c: Contract) => `${c.method} ${mountOf(c.service)}${c.path}`;

describe('every route handler has a contract', () => {
  let routes: ApiRoute[] = [];

  it('declares input and response schemas, with the method and path of its file', async () => {
    routes = await discoverApiRoutes();
    expect(routes.length).toBeGreaterThan(200);
    const missing = routes.filter((r) => !r.meta?.contract).map((r) => `${r.method} ${r.template}`);
    expect(missing, 'handlers without a contract (lib/contracts/kit/contract.ts)').toEqual([]);
    const misplaced = routes
      .filter(
        (r) =>
          r.meta?.contract &&
          (r.meta.contract.method !== r.method ||
            `${mountOf(r.meta.contract.service)}${r.meta.contract.path}` !== asOpenApiPath(r.template)),
      )
      .map((r) => `${r.method} ${r.template} declares ${described(r.meta!.contract!)}`);
    expect(misplaced).toEqual([]);
  });

  it('is listed in lib/contracts/all.ts, which lists nothing else', async () => {
    routes = routes.length ? routes : await discoverApiRoutes();
    const used = new Set(routes.map((r) => r.meta?.contract).filter((c): c is Contract => Boolean(c)));
    const listed = new Set(CONTRACTS);
    expect([...used].filter((c) => !listed.has(c)).map(described), 'handled but not in the document').toEqual([]);
    expect([...listed].filter((c) => !used.has(c)).map(described), 'in the document but handled nowhere').toEqual([]);
  });
});

describe('GET /api/openapi.json', () => {
  it('describes every route to a signed-in admin, with request and response schemas', async () => {
    const token = await signIn('admin@acme.test');
    const res = await call(openapi.GET, 'GET', '/api/openapi.json', { token });
    expect(res.status).toBe(200);
    const doc = await json<{
      openapi: string;
      paths: Record<
        string,
        Record<
          string,
          { responses: Record<string, { content?: Record<string, { schema: unknown }> }>; requestBody?: unknown; 'x-roles': string[] }
        >
      >;
    }>(res);
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
    expect(operations.length).toBe(CONTRACTS.length);
    for (const op of operations) expect(op.responses['200']!.content, JSON.stringify(op).slice(0, 200)).toBeDefined();
    const jobsCreate = doc.paths['/api/main/jobs']!.post!;
    expect(jobsCreate.requestBody).toBeDefined();
    expect(jobsCreate['x-roles']).toContain('recruiter');
  });

  it('is not for anyone else', async () => {
    await expectError(await call(openapi.GET, 'GET', '/api/openapi.json'), 401);
    await expectError(await call(openapi.GET, 'GET', '/api/openapi.json', { token: await signIn('recruiter@acme.test') }), 403);
  });
});

describe('response validation in the test suite', () => {
  const contract = defineContract({
    service: 'api',
    method: 'GET',
    path: '/probe',
    summary: 'probe',
    access: { public: true },
    response: z.object({ data: z.object({ count: z.number() }) }),
  });

  it('passes an answer that matches its schema', async () => {
    const ok = handler(contract, async () => ({ data: { count: 1 } }));
    expect((await call(ok, 'GET', '/api/probe')).status).toBe(200);
  });

  it('turns an answer outside its schema into a failure, so a drifting route fails its tests', async () => {
    // The cast stands for a handler whose service changed shape under it: the types no longer see it.
    const drifted = handler(contract, async () => ({ data: { count: 'one' } }) as unknown as { data: { count: number } });
    expect((await call(drifted, 'GET', '/api/probe')).status).toBe(500);
  });
});
