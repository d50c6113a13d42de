import { defineContract } from '@/lib/contracts/kit/contract';
import { done, one } from '@/lib/schema-kit/responses';
import { STAFF } from '@/lib/auth/roles';
import {
  clockedIn,
  clockedOut,
  clockInBody,
  clockOutBody,
  createTimesheetBody,
  openedTimesheet,
  placementTimesheet,
  placementTimesheetBody,
} from '@/lib/timesheets/work-app-schema';

const staff = { allow: STAFF } as const;
const base = '/v2/app/timerecord';

/** Time recording for the kiosk and mobile apps, and manual entry by staff (SPEC §7 work-app service). */
export const workAppContracts = {
  clockIn: defineContract({
    service: 'workApp',
    method: 'POST',
    path: `${base}/timecard`,
    summary: 'Clock a worker in (kiosk, mobile or manual entry)',
    access: staff,
    body: clockInBody,
    response: one(clockedIn),
  }),
  deleteTimecard: defineContract({
    service: 'workApp',
    method: 'DELETE',
    path: `${base}/timecard/{id}`,
    summary: 'Delete a timecard',
    access: staff,
    response: done,
  }),
  openTimesheet: defineContract({
    service: 'workApp',
    method: 'POST',
    path: `${base}/timesheet`,
    summary: "Open (or return) a worker's timesheet for a week at a location",
    access: staff,
    body: createTimesheetBody,
    response: one(openedTimesheet),
  }),
  clockOut: defineContract({
    service: 'workApp',
    method: 'PUT',
    path: `${base}/timesheet`,
    summary: 'Clock out an open timecard, with its break minutes',
    access: staff,
    body: clockOutBody,
    response: one(clockedOut),
  }),
  placementTimesheet: defineContract({
    service: 'workApp',
    method: 'POST',
    path: `${base}/timesheet/placement`,
    summary: 'Open (or return) the timesheet of a placement for a week',
    access: staff,
    body: placementTimesheetBody,
    response: one(placementTimesheet),
  }),
};
