import { z } from 'zod';
import { MULTIPART_ENVELOPE_BYTES } from '@/lib/api/body-limits';
import { defineContract } from '@/lib/api/contract';
import { pageQuery } from '@/lib/api/paging';
import { done, file, listMeta, listOf, one } from '@/lib/api/responses';
import { applicationListQuery, applicationRow, candidateWithApplications, createApplicationBody, updateApplicationBody } from '@/lib/applications/schema';
import { candidateFile, fileListQuery, uploadForm } from '@/lib/attachments/schema';
import { FILE_MAX_BYTES } from '@/lib/attachments/types';
import { ADMINS, STAFF } from '@/lib/auth/roles';
import { messageBody, messageRow } from '@/lib/messages/schema';
import { noteBody, noteQuery, noteRow } from '@/lib/notes/schema';
import { applyBody } from '@/lib/public-jobs/schema';
import { inboxItem, inboxQuery } from '@/lib/push-notifications/schema';
import { archiveBody, createStatusBody, listStatusQuery, reorderBody, statusOption, updateStatusBody } from '@/lib/statuses/schema';
import { weeklyBody, windowBody } from '@/lib/candidates/availability-schema';
import {
  availability, availabilityWindow, candidateApplication, candidateBody, candidateDetail, candidateListQuery, candidatePlacement, candidateRow,
  exclusion, exclusionBody, preferencesBody, preferencesOut, profileBody,
} from '@/lib/candidates/schema';

/** The screen whose permission row guards the candidates API (and the tabs the applications view reuses). */
export const CANDIDATES_ROUTE = '/candidates';
const candidates = { route: CANDIDATES_ROUTE } as const;
const applications = { route: '/applications' } as const;
const staff = { allow: STAFF } as const;
const admins = { allow: ADMINS } as const;
const s = 'candidates' as const;
const one_ = '/candidates/{id}';
const pageOnly = pageQuery.omit({ search: true });
/** The status kind (candidate, application, application_source, location, referral) is checked by the route. */
const statuses = '/statuses/{kind}';

/** Candidates, their tabs, applications, files, notes and configurable statuses (SPEC §7 candidates service). */
export const candidatesContracts = {
  list: defineContract({ service: s, method: 'GET', path: '/candidates', summary: 'Candidates, filtered, sorted and paged', access: candidates, query: candidateListQuery, response: listOf(candidateRow) }),
  create: defineContract({ service: s, method: 'POST', path: '/candidates', summary: 'Create a candidate (201)', access: candidates, body: candidateBody, response: one(candidateDetail) }),
  get: defineContract({ service: s, method: 'GET', path: one_, summary: 'One candidate with rating, preferences, weekly availability and custom fields', access: candidates, response: one(candidateDetail) }),
  update: defineContract({ service: s, method: 'PUT', path: one_, summary: 'Save a candidate', access: candidates, body: candidateBody, response: one(candidateDetail) }),
  profile: defineContract({ service: s, method: 'PUT', path: `${one_}/profile`, summary: 'Save the profile part of a candidate', access: candidates, body: profileBody, response: one(candidateDetail) }),
  applications: defineContract({ service: s, method: 'GET', path: `${one_}/applications`, summary: 'A candidate\'s applications', access: candidates, response: listOf(candidateApplication) }),
  placements: defineContract({ service: s, method: 'GET', path: `${one_}/placements`, summary: 'A candidate\'s placements (no pay_rate for contacts)', access: candidates, response: listOf(candidatePlacement) }),
  exclusions: defineContract({ service: s, method: 'GET', path: `${one_}/exclusions`, summary: 'Client companies the candidate must not be placed at', access: candidates, response: listOf(exclusion) }),
  addExclusion: defineContract({ service: s, method: 'POST', path: `${one_}/exclusions`, summary: 'Exclude the candidate from a client company (201; answers every exclusion)', access: candidates, body: exclusionBody, response: z.object({ data: z.array(exclusion), message: z.string() }) }),
  removeExclusion: defineContract({ service: s, method: 'DELETE', path: `${one_}/exclusions/{companyId}`, summary: 'Lift an exclusion', access: candidates, response: done }),
  messages: defineContract({ service: s, method: 'GET', path: `${one_}/messages`, summary: 'Messages exchanged with the candidate, newest first', access: candidates, query: pageOnly, response: listOf(messageRow) }),
  sendMessage: defineContract({ service: s, method: 'POST', path: `${one_}/messages`, summary: 'Email the candidate; the message is kept in the conversation (201)', access: candidates, body: messageBody, response: one(messageRow) }),
  inbox: defineContract({ service: s, method: 'GET', path: `${one_}/inbox`, summary: 'The candidate\'s notification inbox, newest first, with meta.unread for the badge', access: candidates, query: inboxQuery, response: z.object({ data: z.array(inboxItem), meta: listMeta.extend({ unread: z.number().int() }) }) }),
  readInbox: defineContract({ service: s, method: 'PATCH', path: `${one_}/inbox/{itemId}/read`, summary: 'Mark an inbox item read (repeating it keeps the first read time)', access: candidates, response: one(inboxItem) }),
  preferences: defineContract({ service: s, method: 'GET', path: '/preferences/{candidateId}', summary: 'A candidate\'s work preferences', access: candidates, response: one(preferencesOut) }),
  savePreferences: defineContract({ service: s, method: 'PUT', path: '/preferences/{candidateId}', summary: 'Save a candidate\'s work preferences', access: candidates, body: preferencesBody, response: one(preferencesOut) }),
  availability: defineContract({ service: s, method: 'GET', path: '/availability/{candidateId}', summary: 'A candidate\'s weekly availability and dated windows', access: candidates, response: one(availability) }),
  saveWeekly: defineContract({ service: s, method: 'PUT', path: '/availability/{candidateId}/v1', summary: 'Save the weekly availability (weekday → HH:mm ranges)', access: candidates, body: weeklyBody, response: one(availability) }),
  addWindow: defineContract({ service: s, method: 'POST', path: '/availability/{candidateId}/v2', summary: 'Add a dated available or unavailable window (201)', access: candidates, body: windowBody, response: one(availabilityWindow) }),
  deleteWindow: defineContract({ service: s, method: 'DELETE', path: '/availability/{candidateId}/v2/{windowId}', summary: 'Remove a dated window', access: candidates, response: done }),
  files: defineContract({ service: s, method: 'GET', path: '/files', summary: 'A candidate\'s files (documents and resumes)', access: candidates, query: fileListQuery, response: listOf(candidateFile) }),
  upload: defineContract({ service: s, method: 'POST', path: '/files', summary: 'Upload a document or resume of a candidate (201)', access: candidates, consumes: 'multipart/form-data', body: uploadForm, maxBytes: FILE_MAX_BYTES + MULTIPART_ENVELOPE_BYTES, response: one(candidateFile) }),
  download: defineContract({ service: s, method: 'GET', path: '/files/{id}', summary: 'Download a file (always an attachment)', access: candidates, response: file, produces: 'application/octet-stream' }),
  deleteFile: defineContract({ service: s, method: 'DELETE', path: '/files/{id}', summary: 'Delete a file', access: candidates, response: done }),
  applicationList: defineContract({ service: s, method: 'GET', path: '/applications', summary: 'Applications, filtered and paged', access: applications, query: applicationListQuery, response: listOf(applicationRow) }),
  createApplication: defineContract({ service: s, method: 'POST', path: '/applications', summary: 'Add an application of a candidate', access: applications, body: createApplicationBody, response: one(applicationRow) }),
  application: defineContract({ service: s, method: 'GET', path: '/applications/{id}', summary: 'One application', access: applications, response: one(applicationRow) }),
  updateApplication: defineContract({ service: s, method: 'PUT', path: '/applications/{id}', summary: 'Change an application\'s status, job or source', access: applications, body: updateApplicationBody, response: one(applicationRow) }),
  applicationsOf: defineContract({ service: s, method: 'GET', path: '/applications/candidate/{candidateId}', summary: 'One candidate and all of their applications', access: applications, response: one(candidateWithApplications) }),
  noteTypes: defineContract({ service: s, method: 'GET', path: '/note-types', summary: 'The tenant\'s note types', access: staff, response: listOf(z.object({ _id: z.uuid(), name: z.string() })) }),
  notes: defineContract({ service: s, method: 'GET', path: '/notes', summary: 'Notes of a candidate, company, contact, application or referral, newest first', access: staff, query: noteQuery, response: listOf(noteRow) }),
  addNote: defineContract({ service: s, method: 'POST', path: '/notes', summary: 'Add a note (201)', access: staff, body: noteBody, response: one(noteRow) }),
  deleteNote: defineContract({ service: s, method: 'DELETE', path: '/notes/{id}', summary: 'Delete a note (its author or an admin)', access: staff, response: done }),
  apply: defineContract({ service: s, method: 'POST', path: '/public/{company}/jobs/{jobId}/apply', summary: 'Apply to a published job: JSON answers { data: { message } }, a plain HTML form post a 303 back to the job page', access: { public: true }, consumes: 'application/x-www-form-urlencoded', body: applyBody, response: one(z.object({ message: z.string() })) }),
  statuses: defineContract({ service: s, method: 'GET', path: statuses, summary: 'The options of a status kind in order (include_archived=true adds archived ones)', access: staff, query: listStatusQuery, response: listOf(statusOption) }),
  createStatus: defineContract({ service: s, method: 'POST', path: statuses, summary: 'Add an option to a status kind', access: admins, body: createStatusBody, response: one(statusOption) }),
  updateStatus: defineContract({ service: s, method: 'PUT', path: `${statuses}/{id}`, summary: 'Rename or recolour a status option', access: admins, body: updateStatusBody, response: one(statusOption) }),
  archiveStatus: defineContract({ service: s, method: 'PUT', path: `${statuses}/{id}/archive`, summary: 'Archive or restore a status option (the default is 409)', access: admins, body: archiveBody, response: one(statusOption) }),
  defaultStatus: defineContract({ service: s, method: 'PUT', path: `${statuses}/{id}/default`, summary: 'Make a status option its kind\'s default (409 when archived)', access: admins, response: one(statusOption) }),
  reorderStatuses: defineContract({ service: s, method: 'PUT', path: `${statuses}/reorder`, summary: 'Put every active option of a kind in a new order; answers the whole list (archived last)', access: admins, body: reorderBody, response: listOf(statusOption).extend({ message: z.string() }) }),
};
