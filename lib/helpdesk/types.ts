export const TICKET_STATUSES = ['open', 'pending', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/** List tabs: every status plus "all". */
export const TICKET_TABS = ['all', ...TICKET_STATUSES] as const;

export const SUBJECT_MIN = 3;
export const SUBJECT_MAX = 160;
export const BODY_MAX = 5000;
