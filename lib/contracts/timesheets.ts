import { z } from 'zod';
import { defineContract } from '@/lib/api/contract';
import { file, listOf, one } from '@/lib/api/responses';
import { EVERYONE } from '@/lib/auth/roles';
import {
  boardEntryQuery, bulkResult, exportBody, idsBody, invoiceBody, listQuery, payrollBody, payrollResult, rejectBody, statusCount, timecardRow,
  timecardsQuery, timesheetDetail, timesheetLogRow, timesheetRow, timesheetWorker, toggleBody, updateBody, userWeekQuery, whoIsWorkingHistory,
  whoIsWorkingLive, whosWorkingQuery,
} from '@/lib/timesheets/schema';
import { RULES } from '@/lib/timesheets/transitions';
import type { TimesheetAction } from '@/lib/timesheets/types';

const signedIn = { allow: EVERYONE } as const;
const base = '/client-portal/timesheets';

/** Who may take a bulk action: the roles of the transition table, and for a contact the switch it needs. */
const ruleOf = (action: TimesheetAction) => ({ access: { allow: RULES[action].roles }, permission: RULES[action].permission });

/** The timesheets, timecards and who's-working APIs (SPEC §4 and §7 main service, client-portal/…). */
export const timesheetsContracts = {
  list: defineContract({ service: 'main', method: 'GET', path: `${base}/v2`, summary: 'Timesheets in the caller\'s scope, filtered, sorted and paged (pay fields null for contacts)', access: signedIn, query: listQuery, response: listOf(timesheetRow) }),
  archive: defineContract({ service: 'main', method: 'DELETE', path: `${base}/v2`, summary: 'Archive (soft delete) the timesheets named by timesheet_ids', ...ruleOf('archive'), body: idsBody, response: bulkResult }),
  get: defineContract({ service: 'main', method: 'GET', path: `${base}/v2/{id}`, summary: 'One timesheet with its timecards, their ratings and the actions the caller may take', access: signedIn, response: one(timesheetDetail) }),
  update: defineContract({ service: 'main', method: 'PUT', path: `${base}/v2/{id}`, summary: 'Change a timesheet\'s status, comment, manager or timecards', access: signedIn, body: updateBody, response: one(timesheetDetail) }),
  archiveOne: defineContract({ service: 'main', method: 'DELETE', path: `${base}/v2/{id}`, summary: 'Archive one timesheet', ...ruleOf('archive'), body: idsBody, response: bulkResult }),
  approve: defineContract({ service: 'main', method: 'PUT', path: `${base}/v2/mark`, summary: 'Approve the timesheets named by timesheet_ids', ...ruleOf('approve'), body: idsBody, response: bulkResult }),
  approveOne: defineContract({ service: 'main', method: 'PUT', path: `${base}/v2/mark/{id}`, summary: 'Approve one timesheet', ...ruleOf('approve'), body: idsBody, response: bulkResult }),
  reject: defineContract({ service: 'main', method: 'PUT', path: `${base}/v2/reject`, summary: 'Reject the timesheets named by timesheet_ids, with a comment', ...ruleOf('reject'), body: rejectBody, response: bulkResult }),
  rejectOne: defineContract({ service: 'main', method: 'PUT', path: `${base}/v2/reject/{id}`, summary: 'Reject one timesheet, with a comment', ...ruleOf('reject'), body: rejectBody, response: bulkResult }),
  invoice: defineContract({ service: 'main', method: 'PUT', path: `${base}/v2/invoice`, summary: 'Mark timesheets invoiced to the client or the vendor', ...ruleOf('invoice'), body: invoiceBody, response: bulkResult }),
  invoiceOne: defineContract({ service: 'main', method: 'PUT', path: `${base}/v2/invoice/{id}`, summary: 'Mark one timesheet invoiced to the client or the vendor', ...ruleOf('invoice'), body: invoiceBody, response: bulkResult }),
  invoiceToggle: defineContract({ service: 'main', method: 'PUT', path: `${base}/v2/invoice/toggle`, summary: 'Flip the client or vendor invoiced flag of timesheets', ...ruleOf('invoice_toggle'), body: toggleBody, response: bulkResult }),
  lock: defineContract({ service: 'main', method: 'PUT', path: `${base}/v2/lock`, summary: 'Lock timesheets against changes', ...ruleOf('lock'), body: idsBody, response: bulkResult }),
  unlock: defineContract({ service: 'main', method: 'PUT', path: `${base}/v2/unlock`, summary: 'Unlock timesheets', ...ruleOf('unlock'), body: idsBody, response: bulkResult }),
  restore: defineContract({ service: 'main', method: 'PUT', path: `${base}/v2/restore`, summary: 'Restore archived timesheets', ...ruleOf('restore'), body: idsBody, response: bulkResult }),
  submit: defineContract({ service: 'main', method: 'POST', path: `${base}/submit`, summary: 'Submit timesheets for approval', ...ruleOf('submit'), body: idsBody, response: bulkResult }),
  payroll: defineContract({ service: 'main', method: 'POST', path: `${base}/payroll`, summary: 'Mark approved timesheets exported to payroll under one batch (csv, paychex or everee)', access: { allow: RULES.payroll.roles }, body: payrollBody, response: payrollResult }),
  payrollOne: defineContract({ service: 'main', method: 'POST', path: `${base}/payroll/{id}`, summary: 'Mark one approved timesheet exported to payroll', access: { allow: RULES.payroll.roles }, body: payrollBody, response: payrollResult }),
  export: defineContract({ service: 'main', method: 'POST', path: `${base}/export/{kind}`, summary: 'Export the selected or filtered timesheets: kind csv, paychex-csv, custom (CSV) or pdf-condensed (PDF)', access: signedIn, body: exportBody, response: file, produces: 'text/csv' }),
  users: defineContract({ service: 'main', method: 'GET', path: `${base}/users`, summary: 'Workers with timesheets in the caller\'s scope', access: signedIn, response: listOf(timesheetWorker) }),
  ofWorker: defineContract({ service: 'main', method: 'GET', path: `${base}/{userId}`, summary: 'A worker\'s timesheets for the week containing date (default today)', access: signedIn, query: userWeekQuery, response: listOf(timesheetRow) }),
  count: defineContract({ service: 'main', method: 'GET', path: `${base}/count/{status}`, summary: 'How many timesheets one tab holds, with every tab\'s count', access: signedIn, response: one(statusCount) }),
  logs: defineContract({ service: 'main', method: 'GET', path: `${base}/logs/{id}`, summary: 'A timesheet\'s history, field by field (pay fields only for roles that see pay)', access: signedIn, response: listOf(timesheetLogRow) }),
  timecards: defineContract({ service: 'main', method: 'GET', path: '/client-portal/timecards', summary: 'Timecards in the caller\'s scope, newest first, paged', access: signedIn, query: timecardsQuery, response: listOf(timecardRow) }),
  whosWorking: defineContract({ service: 'main', method: 'GET', path: '/client-portal/whos-working', summary: 'Who is clocked in now, or with history=true who worked from..to (days in the browser\'s time zone)', access: signedIn, query: whosWorkingQuery, response: z.union([whoIsWorkingLive, whoIsWorkingHistory]) }),
  boardEntry: defineContract({ service: 'main', method: 'GET', path: '/client-portal/whos-working/{timesheetId}', summary: 'One entry of the who\'s-working board: the timesheet with its timecards', access: signedIn, query: boardEntryQuery, response: one(timesheetDetail) }),
};
