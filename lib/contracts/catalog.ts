import { defineContract } from '@/lib/contracts/kit/contract';
import { listOf, one } from '@/lib/schema-kit/responses';
import { STAFF } from '@/lib/auth/roles';
import {
  customFieldDef,
  fieldBody,
  fieldListQuery,
  fieldOrderBody,
  fieldUpdate,
  recordValues,
  valuesBody,
} from '@/lib/catalog/custom-field-schema';
import {
  archivedQuery,
  categoryBody,
  jobCategory,
  orderBody,
  skillBody,
  tenantPosition,
  tenantPositionInput,
  tenantPositionUpdate,
} from '@/lib/catalog/schema';
import { profileSections, sectionsBody } from '@/lib/catalog/sections-schema';

/** Staff read the catalog (forms offer it); admins manage it on /admin-settings. */
const read = { allow: STAFF } as const;
const manage = { route: '/admin-settings' } as const;

/** Job categories and their skills (SPEC §7 main service). */
export const jobCategoriesContracts = {
  list: defineContract({
    service: 'main',
    method: 'GET',
    path: '/job-categories',
    summary: 'Job categories in order with their skills; archived ones on request',
    access: read,
    query: archivedQuery,
    response: listOf(jobCategory),
  }),
  create: defineContract({
    service: 'main',
    method: 'POST',
    path: '/job-categories',
    summary: 'Create a job category',
    access: manage,
    body: categoryBody,
    response: one(jobCategory),
  }),
  rename: defineContract({
    service: 'main',
    method: 'PATCH',
    path: '/job-categories/{id}',
    summary: 'Rename a job category',
    access: manage,
    body: categoryBody,
    response: one(jobCategory),
  }),
  toggleArchived: defineContract({
    service: 'main',
    method: 'DELETE',
    path: '/job-categories/{id}',
    summary: 'Archive an active category or restore an archived one; jobs keep its name',
    access: manage,
    response: one(jobCategory),
  }),
  order: defineContract({
    service: 'main',
    method: 'PUT',
    path: '/job-categories/order',
    summary: 'Reorder the active job categories',
    access: manage,
    body: orderBody,
    response: listOf(jobCategory),
  }),
  addSkill: defineContract({
    service: 'main',
    method: 'POST',
    path: '/job-categories/{id}/skills',
    summary: 'Add a skill to a category; answers the category with its skills',
    access: manage,
    body: skillBody,
    response: one(jobCategory),
  }),
  removeSkill: defineContract({
    service: 'main',
    method: 'DELETE',
    path: '/job-categories/{id}/skills/{skillId}',
    summary: 'Remove a skill from a category; answers the category with its skills',
    access: manage,
    response: one(jobCategory),
  }),
};

/** Tenant-wide positions (no client company) with their default rates. */
export const positionsContracts = {
  list: defineContract({
    service: 'main',
    method: 'GET',
    path: '/positions',
    summary: 'Tenant-wide positions; archived ones on request',
    access: read,
    query: archivedQuery,
    response: listOf(tenantPosition),
  }),
  create: defineContract({
    service: 'main',
    method: 'POST',
    path: '/positions',
    summary: 'Create a tenant-wide position',
    access: manage,
    body: tenantPositionInput,
    response: one(tenantPosition),
  }),
  update: defineContract({
    service: 'main',
    method: 'PATCH',
    path: '/positions/{id}',
    summary: "Change a position's name or default rates",
    access: manage,
    body: tenantPositionUpdate,
    response: one(tenantPosition),
  }),
  toggleArchived: defineContract({
    service: 'main',
    method: 'DELETE',
    path: '/positions/{id}',
    summary: 'Archive an active position or restore an archived one',
    access: manage,
    response: one(tenantPosition),
  }),
};

/** Custom field definitions and the values records hold for them. */
export const customFieldsContracts = {
  list: defineContract({
    service: 'main',
    method: 'GET',
    path: '/custom-fields',
    summary: "One entity's custom field definitions in order; archived ones on request",
    access: read,
    query: fieldListQuery,
    response: listOf(customFieldDef),
  }),
  create: defineContract({
    service: 'main',
    method: 'POST',
    path: '/custom-fields',
    summary: 'Define a custom field',
    access: manage,
    body: fieldBody,
    response: one(customFieldDef),
  }),
  update: defineContract({
    service: 'main',
    method: 'PATCH',
    path: '/custom-fields/{id}',
    summary: "Change a custom field's label, options or required flag",
    access: manage,
    body: fieldUpdate,
    response: one(customFieldDef),
  }),
  toggleArchived: defineContract({
    service: 'main',
    method: 'DELETE',
    path: '/custom-fields/{id}',
    summary: 'Archive an active field (its values are kept, and ignored) or restore an archived one',
    access: manage,
    response: one(customFieldDef),
  }),
  order: defineContract({
    service: 'main',
    method: 'PUT',
    path: '/custom-fields/order',
    summary: "Reorder one entity's active fields",
    access: manage,
    body: fieldOrderBody,
    response: listOf(customFieldDef),
  }),
  values: defineContract({
    service: 'main',
    method: 'GET',
    path: '/custom-fields/values/{entity}/{entityId}',
    summary: "A record's custom fields and their values (entity: candidate, company or placement)",
    access: read,
    response: one(recordValues),
  }),
  saveValues: defineContract({
    service: 'main',
    method: 'PUT',
    path: '/custom-fields/values/{entity}/{entityId}',
    summary: "Save a record's custom field values",
    access: read,
    body: valuesBody,
    response: one(recordValues),
  }),
};

/** Which tabs the candidate profile shows, in order. */
export const profileSectionsContracts = {
  get: defineContract({
    service: 'main',
    method: 'GET',
    path: '/profile-sections',
    summary: "The candidate profile's shown tabs in order, and every tab there is",
    access: read,
    response: one(profileSections),
  }),
  save: defineContract({
    service: 'main',
    method: 'PUT',
    path: '/profile-sections',
    summary: "Set the candidate profile's shown tabs and their order",
    access: manage,
    body: sectionsBody,
    response: one(profileSections),
  }),
};
