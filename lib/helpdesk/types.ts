/** Shapes and constants of the helpdesk module, shared by the API and the browser (no server imports). */

export const TICKET_STATUSES = ['open', 'pending', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/** List tabs: every status plus "all". */
export const TICKET_TABS = ['all', ...TICKET_STATUSES] as const;
export type TicketTab = (typeof TICKET_TABS)[number];
export type TicketCounts = Record<TicketTab, number>;

export const SUBJECT_MIN = 3;
export const SUBJECT_MAX = 160;
export const BODY_MAX = 5000;

export type Person = { _id: string; name: string } | null;

export type TicketRow = {
  _id: string;
  number: number;
  subject: string;
  status: TicketStatus;
  priority: TicketPriority;
  created_by: Person;
  created_at: string;
  updated_at: string;
  message_count: number;
};

type TicketMessage = { _id: string; body: string; author: Person; created_at: string };

/** What the signed-in user may do with this ticket; the screen shows only these controls. */
export type TicketAbilities = { statuses: TicketStatus[]; priority: boolean; reply: boolean };

export type TicketDetail = TicketRow & { messages: TicketMessage[]; can: TicketAbilities };

export type WhatsNewItem = { _id: string; title: string; body: string; published_at: string; read: boolean };

export type HelpdeskSettings = { url: string | null; updated_at: string | null };
