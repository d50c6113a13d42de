import { defineContract } from '@/lib/contracts/kit/contract';
import { done, listOf, one } from '@/lib/schema-kit/responses';
import { routeActiveBody, routeDetail, routeInput, routeRow, routesQuery } from '@/lib/transport-routes/schema';

const access = { route: '/routes' } as const;

/** Transport routes and their stops (SPEC §7 on-demand service). */
export const transportRoutesContracts = {
  list: defineContract({
    service: 'onDemand',
    method: 'GET',
    path: '/routes',
    summary: 'Transport routes, filtered and paged',
    access,
    query: routesQuery,
    response: listOf(routeRow),
  }),
  create: defineContract({
    service: 'onDemand',
    method: 'POST',
    path: '/routes',
    summary: 'Create a transport route with its stops',
    access,
    body: routeInput,
    response: one(routeDetail),
  }),
  get: defineContract({
    service: 'onDemand',
    method: 'GET',
    path: '/routes/{id}',
    summary: 'One transport route with its stops in order',
    access,
    response: one(routeDetail),
  }),
  update: defineContract({
    service: 'onDemand',
    method: 'PUT',
    path: '/routes/{id}',
    summary: 'Save a transport route; its stops are replaced in the order sent',
    access,
    body: routeInput,
    response: one(routeDetail),
  }),
  setActive: defineContract({
    service: 'onDemand',
    method: 'PATCH',
    path: '/routes/{id}',
    summary: 'Turn a transport route on or off',
    access,
    body: routeActiveBody,
    response: one(routeDetail),
  }),
  delete: defineContract({
    service: 'onDemand',
    method: 'DELETE',
    path: '/routes/{id}',
    summary: 'Delete a transport route',
    access,
    response: done,
  }),
};
