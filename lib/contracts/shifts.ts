import { defineContract } from '@/lib/contracts/kit/contract';
import { listOf, one } from '@/lib/schema-kit/responses';
import { EVERYONE, STAFF } from '@/lib/auth/roles';
import {
  assignBody,
  assignmentActionBody,
  cancelShiftBody,
  editShiftBody,
  pickerQuery,
  pickerWorker,
  publishShiftBody,
  shiftDetail,
} from '@/lib/shifts/schema';

// Anyone signed in may try the shared actions: the lifecycle table (lib/shifts/lifecycle.ts) decides by
// role and state, and a contact reaches only shifts at her locations (others are 404).
const signedIn = { allow: EVERYONE } as const;
const staff = { allow: STAFF } as const;

/** The shift lifecycle (issue 14) on the on-demand mount: publish, edit, cancel and staff a shift. */
export const shiftsContracts = {
  shift: defineContract({
    service: 'onDemand',
    method: 'GET',
    path: '/shifts/{id}',
    summary: 'One shift with its phase, workers, history and what the caller may do',
    access: signedIn,
    response: one(shiftDetail),
  }),
  editShift: defineContract({
    service: 'onDemand',
    method: 'PUT',
    path: '/shifts/{id}',
    summary: "Change a shift's time, headcount, position or notes (staff before it ends; a contact her own draft)",
    access: signedIn,
    body: editShiftBody,
    response: one(shiftDetail),
  }),
  publishShift: defineContract({
    service: 'onDemand',
    method: 'POST',
    path: '/shifts/{id}/publish',
    summary: 'Publish a requested shift, optionally to chosen candidates (invited, or assigned)',
    access: staff,
    body: publishShiftBody,
    response: one(shiftDetail),
  }),
  cancelShift: defineContract({
    service: 'onDemand',
    method: 'POST',
    path: '/shifts/{id}/cancel',
    summary: "Cancel a shift with a reason (a contact not within the tenant's cut-off before the start)",
    access: signedIn,
    body: cancelShiftBody,
    response: one(shiftDetail),
  }),
  assign: defineContract({
    service: 'onDemand',
    method: 'POST',
    path: '/shifts/{id}/assignments',
    summary: 'Invite candidates to a published shift, or assign them (accepted at once)',
    access: staff,
    body: assignBody,
    response: one(shiftDetail),
  }),
  pickWorkers: defineContract({
    service: 'onDemand',
    method: 'GET',
    path: '/shifts/{id}/candidates',
    summary: 'Candidates to invite or assign, eligible first (placed at the client in the position), each with why not',
    access: staff,
    query: pickerQuery,
    response: listOf(pickerWorker),
  }),
  actOnAssignment: defineContract({
    service: 'onDemand',
    method: 'PUT',
    path: '/shifts/{id}/assignments',
    summary: "One action on one worker of the shift: accept, decline, replace, remove, or a contact's no-show / sent home",
    access: signedIn,
    body: assignmentActionBody,
    response: one(shiftDetail),
  }),
};
