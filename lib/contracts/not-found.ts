import { z } from 'zod';
import { defineContract, type HttpMethod } from '@/lib/contracts/kit/contract';

/** Any /api address no route claims answers the JSON 404 of DESIGN.md §4, never the HTML page: it has no 2xx answer. */
const unknownAt = <M extends HttpMethod>(method: M) =>
  defineContract({
    service: 'api',
    method,
    path: '/{path}',
    access: { public: true },
    response: z.never(),
    summary: 'Any address no endpoint claims: always 404 not_found in the JSON error shape',
  });

export const notFoundContracts = {
  get: unknownAt('GET'),
  post: unknownAt('POST'),
  put: unknownAt('PUT'),
  patch: unknownAt('PATCH'),
  delete: unknownAt('DELETE'),
};
