import { z } from 'zod';
import { defineContract } from '@/lib/contracts/kit/contract';
import { listOf, one } from '@/lib/schema-kit/responses';
import { jobInput, jobListQuery, jobRow } from '@/lib/jobs/schema';

const access = { route: '/jobs-v2' } as const;

/** The jobs API (SPEC §7 main service): what each route takes and answers. */
export const jobsContracts = {
  list: defineContract({
    service: 'main',
    method: 'GET',
    path: '/jobs',
    summary: 'Jobs, filtered, sorted and paged',
    access,
    query: jobListQuery,
    response: listOf(jobRow),
  }),
  create: defineContract({
    service: 'main',
    method: 'POST',
    path: '/jobs',
    summary: 'Create a job',
    access,
    body: jobInput,
    response: one(jobRow),
  }),
  get: defineContract({ service: 'main', method: 'GET', path: '/jobs/{id}', summary: 'One job', access, response: one(jobRow) }),
  update: defineContract({
    service: 'main',
    method: 'PUT',
    path: '/jobs/{id}',
    summary: 'Save a job',
    access,
    body: jobInput,
    response: one(jobRow),
  }),
  publish: defineContract({
    service: 'main',
    method: 'PUT',
    path: '/jobs/{id}/publish',
    summary: 'Publish a job on the public board',
    access,
    response: one(jobRow),
  }),
  unpublish: defineContract({
    service: 'main',
    method: 'PUT',
    path: '/jobs/{id}/unpublish',
    summary: 'Take a job off the public board',
    access,
    response: one(jobRow),
  }),
  close: defineContract({
    service: 'main',
    method: 'PUT',
    path: '/jobs/{id}/close',
    summary: 'Close a job',
    access,
    response: one(jobRow),
  }),
  categories: defineContract({
    service: 'main',
    method: 'GET',
    path: '/jobs/categories',
    summary: 'Job categories in use, for the list filter',
    access,
    response: listOf(z.string()),
  }),
};
