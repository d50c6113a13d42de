import { z } from 'zod';
import { defineContract } from '@/lib/contracts/kit/contract';
import { done, listMeta, listOf, one } from '@/lib/schema-kit/responses';
import { STAFF } from '@/lib/auth/roles';
import {
  careerCategory,
  careerResource,
  categoryBody,
  createResourceBody,
  orderBody,
  previewBody,
  publishedResource,
  resourceListQuery,
  updateResourceBody,
  careerResourceRow,
} from '@/lib/career-resources/schema';

/** The screen whose permission row guards the management API (Super Admin, Company Admin). */
const CAREER_RESOURCES_ROUTE = '/career-resources';
const access = { route: CAREER_RESOURCES_ROUTE } as const;
const categories = z.object({ data: z.array(careerCategory), meta: listMeta, message: z.string().optional() });

/** The career resources API (SPEC §7 main service): articles and links for candidates, in categories. */
export const careerResourcesContracts = {
  list: defineContract({
    service: 'main',
    method: 'GET',
    path: '/career-resources',
    summary: 'Career resources in display order, filtered by category, state and search',
    access,
    query: resourceListQuery,
    response: listOf(careerResourceRow),
  }),
  create: defineContract({
    service: 'main',
    method: 'POST',
    path: '/career-resources',
    summary: 'Create an article or a link (201)',
    access,
    body: createResourceBody,
    response: one(careerResource),
  }),
  get: defineContract({
    service: 'main',
    method: 'GET',
    path: '/career-resources/{id}',
    summary: 'One career resource with its article body',
    access,
    response: one(careerResource),
  }),
  update: defineContract({
    service: 'main',
    method: 'PATCH',
    path: '/career-resources/{id}',
    summary: 'Change the fields given of a career resource',
    access,
    body: updateResourceBody,
    response: one(careerResource),
  }),
  remove: defineContract({
    service: 'main',
    method: 'DELETE',
    path: '/career-resources/{id}',
    summary: 'Delete a career resource',
    access,
    response: done,
  }),
  publish: defineContract({
    service: 'main',
    method: 'POST',
    path: '/career-resources/{id}/publish',
    summary: "Publish a resource to the candidates' app",
    access,
    response: one(careerResource),
  }),
  unpublish: defineContract({
    service: 'main',
    method: 'POST',
    path: '/career-resources/{id}/unpublish',
    summary: "Take a resource off the candidates' app",
    access,
    response: one(careerResource),
  }),
  order: defineContract({
    service: 'main',
    method: 'PUT',
    path: '/career-resources/order',
    summary: 'Reorder resources of one category (all of it or one page)',
    access,
    body: orderBody,
    response: one(z.array(z.object({ _id: z.uuid(), position: z.number().int() }))),
  }),
  preview: defineContract({
    service: 'main',
    method: 'POST',
    path: '/career-resources/preview',
    summary: 'The article body exactly as saving would store it, without saving',
    access,
    body: previewBody,
    response: one(z.object({ body_html: z.string() })),
  }),
  published: defineContract({
    service: 'main',
    method: 'GET',
    path: '/career-resources/published',
    summary: "Published resources in category then resource order (the candidates' app)",
    access: { allow: STAFF },
    response: listOf(publishedResource),
  }),
  categories: defineContract({
    service: 'main',
    method: 'GET',
    path: '/career-resources/categories',
    summary: 'Resource categories in order, with their resource counts',
    access,
    response: categories,
  }),
  createCategory: defineContract({
    service: 'main',
    method: 'POST',
    path: '/career-resources/categories',
    summary: 'Create a resource category (201)',
    access,
    body: categoryBody,
    response: one(careerCategory),
  }),
  renameCategory: defineContract({
    service: 'main',
    method: 'PATCH',
    path: '/career-resources/categories/{id}',
    summary: 'Rename a resource category',
    access,
    body: categoryBody,
    response: one(careerCategory),
  }),
  removeCategory: defineContract({
    service: 'main',
    method: 'DELETE',
    path: '/career-resources/categories/{id}',
    summary: 'Delete a category; its resources are kept, uncategorised',
    access,
    response: done,
  }),
  orderCategories: defineContract({
    service: 'main',
    method: 'PUT',
    path: '/career-resources/categories/order',
    summary: 'Reorder every category, each once',
    access,
    body: orderBody,
    response: categories,
  }),
};
