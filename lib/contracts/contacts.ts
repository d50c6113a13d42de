import { MULTIPART_ENVELOPE_BYTES } from '@/lib/schema-kit/body-limits';
import { defineContract } from '@/lib/contracts/kit/contract';
import { file, listOf, one } from '@/lib/schema-kit/responses';
import { messageBody, messageRow } from '@/lib/messages/schema';
import { noteBody, noteRow } from '@/lib/notes/schema';
import { pageQuery } from '@/lib/schema-kit/paging';
import {
  AVATAR_MAX_BYTES,
  avatarForm,
  contactDetail,
  contactInput,
  contactRow,
  contactSettings,
  contactsQuery,
  contactUpdate,
  locationIdsBody,
  savedAvatar,
  settingsBody,
} from '@/lib/contacts/schema';

const access = { route: '/contacts' } as const;
const one_ = '/company-contacts/{id}';
const pageOnly = pageQuery.omit({ search: true });
/** Contact notes are rows of the generic notes table (subject 'contact'): the subject comes from the path. */
const contactNoteBody = noteBody.omit({ subject_type: true, subject_id: true });

/** Company contacts (SPEC §7 on-demand service). */
export const contactsContracts = {
  list: defineContract({
    service: 'onDemand',
    method: 'GET',
    path: '/company-contacts',
    summary: 'Company contacts, filtered and paged',
    access,
    query: contactsQuery,
    response: listOf(contactRow),
  }),
  create: defineContract({
    service: 'onDemand',
    method: 'POST',
    path: '/company-contacts',
    summary: 'Create a company contact',
    access,
    body: contactInput,
    response: one(contactDetail),
  }),
  get: defineContract({
    service: 'onDemand',
    method: 'GET',
    path: one_,
    summary: 'One contact with every location of its company, each marked assigned or not',
    access,
    response: one(contactDetail),
  }),
  update: defineContract({
    service: 'onDemand',
    method: 'PUT',
    path: one_,
    summary: 'Change a contact (only the fields sent)',
    access,
    body: contactUpdate,
    response: one(contactDetail),
  }),
  archive: defineContract({
    service: 'onDemand',
    method: 'DELETE',
    path: one_,
    summary: 'Archive a contact and deactivate its portal user',
    access,
    response: one(contactDetail),
  }),
  restore: defineContract({
    service: 'onDemand',
    method: 'PUT',
    path: `${one_}/restore`,
    summary: 'Restore an archived contact',
    access,
    response: one(contactDetail),
  }),
  assign: defineContract({
    service: 'onDemand',
    method: 'PUT',
    path: `${one_}/assign`,
    summary: "Assign locations of the contact's company to the contact",
    access,
    body: locationIdsBody,
    response: one(contactDetail),
  }),
  unassign: defineContract({
    service: 'onDemand',
    method: 'PUT',
    path: `${one_}/unassign`,
    summary: 'Take locations away from the contact',
    access,
    body: locationIdsBody,
    response: one(contactDetail),
  }),
  avatar: defineContract({
    service: 'onDemand',
    method: 'GET',
    path: `${one_}/avatar`,
    summary: "The contact's photo",
    access,
    response: file,
    produces: 'image/*',
  }),
  uploadAvatar: defineContract({
    service: 'onDemand',
    method: 'POST',
    path: `${one_}/avatar`,
    summary: "Upload the contact's photo (PNG, JPEG or WebP up to 2 MB)",
    access,
    consumes: 'multipart/form-data',
    body: avatarForm,
    maxBytes: AVATAR_MAX_BYTES + MULTIPART_ENVELOPE_BYTES,
    response: one(savedAvatar),
  }),
  conversation: defineContract({
    service: 'onDemand',
    method: 'GET',
    path: `${one_}/conversations`,
    summary: 'Messages exchanged with the contact, newest first',
    access,
    query: pageOnly,
    response: listOf(messageRow),
  }),
  sendMessage: defineContract({
    service: 'onDemand',
    method: 'POST',
    path: `${one_}/conversations`,
    summary: 'Email the contact; the message is kept in the conversation',
    access,
    body: messageBody,
    response: one(messageRow),
  }),
  notes: defineContract({
    service: 'onDemand',
    method: 'GET',
    path: `${one_}/notes`,
    summary: 'Notes on the contact, newest first',
    access,
    query: pageOnly,
    response: listOf(noteRow),
  }),
  addNote: defineContract({
    service: 'onDemand',
    method: 'POST',
    path: `${one_}/notes`,
    summary: 'Add a note on the contact',
    access,
    body: contactNoteBody,
    response: one(noteRow),
  }),
  settings: defineContract({
    service: 'onDemand',
    method: 'GET',
    path: `${one_}/settings`,
    summary: "The contact's switches and portal access",
    access,
    response: one(contactSettings),
  }),
  updateSettings: defineContract({
    service: 'onDemand',
    method: 'PUT',
    path: `${one_}/settings`,
    summary: "Change the contact's switches; portal_access creates, activates or deactivates its portal user",
    access,
    body: settingsBody,
    response: one(contactSettings),
  }),
};
