import { z } from 'zod';
import { defineContract } from '@/lib/contracts/kit/contract';
import { listMeta, listOf, one } from '@/lib/schema-kit/responses';
import { backupApproverBody, backupApprovers } from '@/lib/approval-reminders/schema';
import { kioskInput, kioskRow, kioskWithPin, pinBody } from '@/lib/kiosks/schema';
import { locationInput, locationRow } from '@/lib/locations/schema';
import {
  companiesQuery,
  companyInput,
  companyPlacement,
  companyRow,
  companyUpdate,
  placementsQuery,
  positionInput,
  positionRow,
  positionUpdate,
} from '@/lib/companies/schema';

const access = { route: '/companies' } as const;

/** GET /companies/{id}/positions: archived positions only when asked for. */
const positionsQuery = z.object({ archived: z.enum(['true', 'false'], { error: 'archived must be true or false' }).default('false') });

/** The client companies API (SPEC §7 main service) with its sub-resources: locations, positions, kiosks, placements, backup approver. */
export const companiesContracts = {
  list: defineContract({
    service: 'main',
    method: 'GET',
    path: '/companies',
    summary: 'Client companies, filtered and paged, with the industries in use',
    access,
    query: companiesQuery,
    response: z.object({ data: z.array(companyRow), meta: listMeta.extend({ industries: z.array(z.string()) }) }),
  }),
  create: defineContract({
    service: 'main',
    method: 'POST',
    path: '/companies',
    summary: 'Create a client company',
    access,
    body: companyInput,
    response: one(companyRow),
  }),
  get: defineContract({
    service: 'main',
    method: 'GET',
    path: '/companies/{id}',
    summary: 'One client company with its counts',
    access,
    response: one(companyRow),
  }),
  update: defineContract({
    service: 'main',
    method: 'PUT',
    path: '/companies/{id}',
    summary: 'Change the fields given of a client company',
    access,
    body: companyUpdate,
    response: one(companyRow),
  }),
  backupApprover: defineContract({
    service: 'main',
    method: 'GET',
    path: '/companies/{id}/backup-approver',
    summary: "The company's and its locations' backup approvers, and the contact users either may be",
    access,
    response: one(backupApprovers),
  }),
  setBackupApprover: defineContract({
    service: 'main',
    method: 'PUT',
    path: '/companies/{id}/backup-approver',
    summary: "Set or clear (null) the company's backup approver",
    access,
    body: backupApproverBody,
    response: one(backupApprovers),
  }),
  kiosks: defineContract({
    service: 'main',
    method: 'GET',
    path: '/companies/{id}/kiosks',
    summary: "The company's time-clock kiosks (PIN hints only)",
    access,
    response: listOf(kioskRow),
  }),
  createKiosk: defineContract({
    service: 'main',
    method: 'POST',
    path: '/companies/{id}/kiosks',
    summary: 'Create a kiosk; the answer carries its PIN in clear this once',
    access,
    body: kioskInput,
    response: one(kioskWithPin),
  }),
  archiveKiosk: defineContract({
    service: 'main',
    method: 'DELETE',
    path: '/companies/{id}/kiosks/{kioskId}',
    summary: 'Archive a kiosk: its PIN no longer opens anything',
    access,
    response: one(z.object({ _id: z.uuid(), archived: z.literal(true) })),
  }),
  kioskPin: defineContract({
    service: 'main',
    method: 'PUT',
    path: '/companies/{id}/kiosks/{kioskId}/pin',
    summary: "Set a kiosk's PIN, or generate one; the new PIN is in this answer only",
    access,
    body: pinBody,
    response: one(kioskWithPin),
  }),
  locations: defineContract({
    service: 'main',
    method: 'GET',
    path: '/companies/{id}/locations',
    summary: "The company's locations",
    access,
    response: listOf(locationRow),
  }),
  createLocation: defineContract({
    service: 'main',
    method: 'POST',
    path: '/companies/{id}/locations',
    summary: 'Create a location of the company',
    access,
    body: locationInput,
    response: one(locationRow),
  }),
  placements: defineContract({
    service: 'main',
    method: 'GET',
    path: '/companies/{id}/placements',
    summary: "The company's placements, newest start first (pay rates hidden from contacts)",
    access,
    query: placementsQuery,
    response: listOf(companyPlacement),
  }),
  positions: defineContract({
    service: 'main',
    method: 'GET',
    path: '/companies/{id}/positions',
    summary: "The company's positions A→Z, archived ones on request",
    access,
    query: positionsQuery,
    response: listOf(positionRow),
  }),
  createPosition: defineContract({
    service: 'main',
    method: 'POST',
    path: '/companies/{id}/positions',
    summary: 'Create a position of the company',
    access,
    body: positionInput,
    response: one(positionRow),
  }),
  updatePosition: defineContract({
    service: 'main',
    method: 'PUT',
    path: '/companies/{id}/positions/{positionId}',
    summary: "Change a company position's name or rates",
    access,
    body: positionUpdate,
    response: one(positionRow),
  }),
  archivePosition: defineContract({
    service: 'main',
    method: 'DELETE',
    path: '/companies/{id}/positions/{positionId}',
    summary: 'Archive a company position; placements keep its name',
    access,
    response: one(positionRow),
  }),
};
