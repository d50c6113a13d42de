/** Shapes and constants of the helpdesk module, shared by the API and the browser (no server imports). */
import type { z } from 'zod';
import type { helpdeskSettings, person, ticketAbilities, ticketCounts, ticketDetail, ticketRow, whatsNewItem } from './schema';

export const TICKET_STATUSES = ['open', 'pending', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/** List tabs: every status plus "all". */
export const TICKET_TABS = ['all', ...TICKET_STATUSES] as const;
export type TicketCounts = z.infer<typeof ticketCounts>;

export const SUBJECT_MIN = 3;
export const SUBJECT_MAX = 160;
export const BODY_MAX = 5000;

export type Person = z.infer<typeof person>;

export type TicketRow = z.infer<typeof ticketRow>;

/** What the signed-in user may do with this ticket; the screen shows only these controls. */
export type TicketAbilities = z.infer<typeof ticketAbilities>;

export type TicketDetail = z.infer<typeof ticketDetail>;

export type WhatsNewItem = z.infer<typeof whatsNewItem>;

export type HelpdeskSettings = z.infer<typeof helpdeskSettings>;
