import { defineContract } from '@/lib/api/contract';
import { done, listOf, one } from '@/lib/api/responses';
import {
  assignBody, assignmentDetail, assignmentRow, assignmentsQuery, assignResult, candidateOption, candidatesQuery, documentTypeBody, documentTypeRow, documentTypesQuery,
  documentTypeUpdate, itemBody, itemRow, packetBody, packetDetail, packetRow, packetsQuery, packetUpdate, progressBody, reorderBody,
} from '@/lib/onboarding/schema';

const access = { route: '/onboarding' } as const;
/** What a write of a document type answers: the type without its usage count. */
const documentTypeWritten = documentTypeRow.omit({ item_count: true });

/** The onboarding service (SPEC §7): packets of forms and documents, assigned to candidates and completed item by item. */
export const onboardingContracts = {
  packets: defineContract({ service: 'onboarding', method: 'GET', path: '/packets', summary: 'Onboarding packets with their item, assignment and completion counts', access, query: packetsQuery, response: listOf(packetRow) }),
  createPacket: defineContract({ service: 'onboarding', method: 'POST', path: '/packets', summary: 'Create an onboarding packet', access, body: packetBody, response: one(packetDetail) }),
  packet: defineContract({ service: 'onboarding', method: 'GET', path: '/packets/{id}', summary: 'One packet with its items in order', access, response: one(packetDetail) }),
  updatePacket: defineContract({ service: 'onboarding', method: 'PUT', path: '/packets/{id}', summary: 'Rename or describe a packet, or archive or restore it', access, body: packetUpdate, response: one(packetDetail) }),
  assign: defineContract({ service: 'onboarding', method: 'POST', path: '/packets/{id}/assign', summary: 'Assign a packet to candidates (those who already hold it are skipped)', access, body: assignBody, response: one(assignResult) }),
  addItem: defineContract({ service: 'onboarding', method: 'POST', path: '/packets/{id}/items', summary: 'Add a form or a document item to a packet', access, body: itemBody, response: one(itemRow) }),
  updateItem: defineContract({ service: 'onboarding', method: 'PUT', path: '/packets/{id}/items/{itemId}', summary: 'Change a packet item', access, body: itemBody, response: one(itemRow) }),
  deleteItem: defineContract({ service: 'onboarding', method: 'DELETE', path: '/packets/{id}/items/{itemId}', summary: 'Remove an item from a packet', access, response: done }),
  reorderItems: defineContract({ service: 'onboarding', method: 'PUT', path: '/packets/{id}/items/reorder', summary: "Reorder a packet's items", access, body: reorderBody, response: one(itemRow.array()) }),
  documentTypes: defineContract({ service: 'onboarding', method: 'GET', path: '/document-types', summary: 'Document types with how many items ask for each', access, query: documentTypesQuery, response: listOf(documentTypeRow) }),
  createDocumentType: defineContract({ service: 'onboarding', method: 'POST', path: '/document-types', summary: 'Add a document type', access, body: documentTypeBody, response: one(documentTypeWritten) }),
  updateDocumentType: defineContract({ service: 'onboarding', method: 'PUT', path: '/document-types/{id}', summary: 'Rename a document type, or archive or restore it', access, body: documentTypeUpdate, response: one(documentTypeWritten) }),
  assignments: defineContract({ service: 'onboarding', method: 'GET', path: '/assignments', summary: 'Packet assignments with their progress, by packet, candidate and status', access, query: assignmentsQuery, response: listOf(assignmentRow) }),
  assignment: defineContract({ service: 'onboarding', method: 'GET', path: '/assignments/{id}', summary: "One assignment with each item's progress and the candidate's documents", access, response: one(assignmentDetail) }),
  deleteAssignment: defineContract({ service: 'onboarding', method: 'DELETE', path: '/assignments/{id}', summary: 'Remove an assignment', access, response: done }),
  completeItem: defineContract({ service: 'onboarding', method: 'PUT', path: '/assignments/{id}/items/{itemId}', summary: "Complete an assignment's item: a form's answers, a candidate document, or a tick", access, body: progressBody, response: one(assignmentRow) }),
  reopenItem: defineContract({ service: 'onboarding', method: 'DELETE', path: '/assignments/{id}/items/{itemId}', summary: 'Reopen a completed item of an assignment', access, response: one(assignmentRow) }),
  candidates: defineContract({ service: 'onboarding', method: 'GET', path: '/candidates', summary: "The assign dialog's candidate search, marking who already holds a packet", access, query: candidatesQuery, response: listOf(candidateOption) }),
};
