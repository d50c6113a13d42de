import { z } from 'zod';
import { defineContract } from '@/lib/contracts/kit/contract';
import { done, listOf, one } from '@/lib/schema-kit/responses';
import { EVERYONE } from '@/lib/auth/roles';
import { blockScopeInfo, blockScopeQuery, blocksQuery, createBlockBody, workerBlockRow } from '@/lib/worker-blocks/schema';

// Staff and Company Contacts alike: the service narrows a contact to her locations and the workers she had there.
const signedIn = { allow: EVERYONE } as const;

/** Client blocks ("do not return", issue 14) under the on-demand service. */
export const workerBlocksContracts = {
  list: defineContract({
    service: 'onDemand',
    method: 'GET',
    path: '/worker-blocks',
    summary: "Client blocks in the caller's scope, newest first, by worker, company or location",
    access: signedIn,
    query: blocksQuery,
    response: listOf(workerBlockRow),
  }),
  create: defineContract({
    service: 'onDemand',
    method: 'POST',
    path: '/worker-blocks',
    summary: 'Block a worker from a client company or one of its locations, with a reason (201)',
    access: signedIn,
    body: createBlockBody,
    response: z.object({ data: workerBlockRow, message: z.string() }),
  }),
  scope: defineContract({
    service: 'onDemand',
    method: 'GET',
    path: '/worker-blocks/scope',
    summary: 'What the caller may block for a worker at a location, and the blocks in force there',
    access: signedIn,
    query: blockScopeQuery,
    response: one(blockScopeInfo),
  }),
  remove: defineContract({
    service: 'onDemand',
    method: 'DELETE',
    path: '/worker-blocks/{id}',
    summary: 'Lift a client block',
    access: signedIn,
    response: done,
  }),
};
