import { z } from 'zod';
import { defineContract } from '@/lib/contracts/kit/contract';
import { listMeta, one } from '@/lib/schema-kit/responses';
import { ADMINS } from '@/lib/auth/roles';
import { SUPPORT_ROUTE } from '@/lib/helpdesk/route';
import {
  createTicketBody,
  helpdeskSettings,
  helpdeskSettingsBody,
  replyBody,
  ticketCounts,
  ticketDetail,
  ticketListQuery,
  ticketRow,
  updateTicketBody,
  whatsNewItem,
  whatsNewReadBody,
} from '@/lib/helpdesk/schema';

const access = SUPPORT_ROUTE;

/** The helpdesk API (SPEC §7 main service): the built-in ticket center, release notes and the external helpdesk setting. */
export const helpdeskContracts = {
  settings: defineContract({
    service: 'main',
    method: 'GET',
    path: '/helpdesk/settings',
    summary: 'The external helpdesk address (null = the built-in ticket center)',
    access: { allow: ADMINS },
    response: one(helpdeskSettings),
  }),
  saveSettings: defineContract({
    service: 'main',
    method: 'PUT',
    path: '/helpdesk/settings',
    summary: 'Set or clear the external helpdesk address',
    access: { allow: ADMINS },
    body: helpdeskSettingsBody,
    response: one(helpdeskSettings),
  }),
  url: defineContract({
    service: 'main',
    method: 'POST',
    path: '/helpdesk/url',
    summary: 'The helpdesk to embed, or null for the built-in ticket center',
    access,
    response: one(z.object({ url: z.string().nullable() })),
  }),
  tickets: defineContract({
    service: 'main',
    method: 'GET',
    path: '/helpdesk/tickets',
    summary: 'Support tickets the user may see, by status tab, with counts per tab',
    access,
    query: ticketListQuery,
    response: z.object({ data: z.array(ticketRow), meta: listMeta.extend({ counts: ticketCounts }) }),
  }),
  createTicket: defineContract({
    service: 'main',
    method: 'POST',
    path: '/helpdesk/tickets',
    summary: 'Open a support ticket (201)',
    access,
    body: createTicketBody,
    response: one(ticketDetail),
  }),
  ticket: defineContract({
    service: 'main',
    method: 'GET',
    path: '/helpdesk/tickets/{id}',
    summary: 'One ticket with its messages and what the user may do with it',
    access,
    response: one(ticketDetail),
  }),
  updateTicket: defineContract({
    service: 'main',
    method: 'PATCH',
    path: '/helpdesk/tickets/{id}',
    summary: "Change a ticket's status or priority",
    access,
    body: updateTicketBody,
    response: one(ticketDetail),
  }),
  reply: defineContract({
    service: 'main',
    method: 'POST',
    path: '/helpdesk/tickets/{id}/messages',
    summary: 'Reply to a ticket (201)',
    access,
    body: replyBody,
    response: one(ticketDetail),
  }),
  whatsNew: defineContract({
    service: 'main',
    method: 'GET',
    path: '/helpdesk/whats-new',
    summary: "Release notes newest first, with the user's read flags and unread count",
    access,
    response: z.object({ data: z.array(whatsNewItem), meta: listMeta.extend({ unread: z.number().int() }) }),
  }),
  markWhatsNewRead: defineContract({
    service: 'main',
    method: 'PATCH',
    path: '/helpdesk/whats-new/read',
    summary: 'Mark the given release notes (or all) read for the user',
    access,
    body: whatsNewReadBody,
    response: one(z.object({ unread: z.number().int() })),
  }),
};
