import { z } from 'zod';
import { defineContract } from '@/lib/contracts/kit/contract';
import { listOf, one } from '@/lib/schema-kit/responses';
import { backupApprovers, backupApproverBody } from '@/lib/approval-reminders/schema';
import { EVERYONE } from '@/lib/auth/roles';
import { locationCreateBody, locationRow, locationStatusBody, locationUpdate } from '@/lib/locations/schema';
import { createdShift, createShiftBody, scopedJob, scopedLocation, shiftsQuery } from '@/lib/on-demand/schema';
import { shiftRow } from '@/lib/shifts/schema';

const signedIn = { allow: EVERYONE } as const;
// Locations are managed from the companies screen: its row of the permission table.
const companies = { route: '/companies' } as const;

/** Shifts, jobs and locations of the on-demand service (SPEC §7); reads are scoped to a contact's locations. */
export const onDemandContracts = {
  shifts: defineContract({
    service: 'onDemand',
    method: 'GET',
    path: '/shifts/v2',
    summary: "Shifts in the caller's scope, filtered and paged, with how many are filled",
    access: signedIn,
    query: shiftsQuery,
    response: listOf(shiftRow),
  }),
  requestShift: defineContract({
    service: 'onDemand',
    method: 'POST',
    path: '/shifts',
    summary: 'Request a shift (a draft for the agency to publish; staff may publish at once)',
    access: signedIn,
    body: createShiftBody,
    response: one(createdShift),
  }),
  jobs: defineContract({
    service: 'onDemand',
    method: 'GET',
    path: '/jobs',
    summary: "The newest 200 jobs in the caller's scope",
    access: signedIn,
    response: listOf(scopedJob),
  }),
  locations: defineContract({
    service: 'onDemand',
    method: 'GET',
    path: '/locations',
    summary: "Locations in the caller's scope, by company",
    access: signedIn,
    response: listOf(scopedLocation),
  }),
  createLocation: defineContract({
    service: 'onDemand',
    method: 'POST',
    path: '/locations',
    summary: 'Create a location of the client company named in the body',
    access: companies,
    body: locationCreateBody,
    response: one(locationRow),
  }),
  location: defineContract({
    service: 'onDemand',
    method: 'GET',
    path: '/locations/{id}',
    summary: 'One location',
    access: companies,
    response: one(locationRow),
  }),
  updateLocation: defineContract({
    service: 'onDemand',
    method: 'PUT',
    path: '/locations/{id}',
    summary: "Change a location's fields, notes or status",
    access: companies,
    body: locationUpdate,
    response: one(locationRow),
  }),
  archiveLocation: defineContract({
    service: 'onDemand',
    method: 'DELETE',
    path: '/locations/{id}',
    summary: 'Archive a location (it gets the Closed status; its history stays)',
    access: companies,
    response: one(locationRow),
  }),
  setStatus: defineContract({
    service: 'onDemand',
    method: 'PUT',
    path: '/locations/status',
    summary: 'Give several locations one location status',
    access: companies,
    body: locationStatusBody,
    response: z.object({ data: z.object({ count: z.number().int() }), message: z.string() }),
  }),
  backupApprover: defineContract({
    service: 'onDemand',
    method: 'PUT',
    path: '/locations/{id}/backup-approver',
    summary: "Set (or clear with null) the location's backup approver, who wins over the company's",
    access: companies,
    body: backupApproverBody,
    response: one(backupApprovers),
  }),
};
