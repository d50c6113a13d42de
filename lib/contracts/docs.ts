import { z } from 'zod';
import { ADMINS } from '@/lib/auth/roles';
import { defineContract } from '@/lib/contracts/kit/contract';

export const docsContracts = {
  openapi: defineContract({
    service: 'api',
    method: 'GET',
    path: '/openapi.json',
    summary: 'This API described in OpenAPI 3.1, generated from the contracts the handlers enforce',
    access: { allow: ADMINS },
    response: z.object({ openapi: z.string(), info: z.object({ title: z.string() }), paths: z.record(z.string(), z.unknown()).optional() }),
  }),
};
