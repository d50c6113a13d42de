import { z } from 'zod';
import { pageQuery } from '@/lib/schema-kit/paging';
import { isoTimestamp } from '@/lib/schema-kit/responses';
import { BODY_MAX, SUBJECT_MAX, SUBJECT_MIN, TICKET_PRIORITIES, TICKET_STATUSES, TICKET_TABS } from './types';

const HTTPS_ONLY = 'validation.helpdeskUrl';

/**
 * The helpdesk address to embed: https only (the portal is served over https, and any other scheme,
 * javascript: above all, must never reach an iframe's src), a real host name, no credentials.
 * Stored normalised, so the settings screen shows what the iframe will load. null or '' clears it.
 */
function httpsUrl(value: string, ctx: z.RefinementCtx): string {
  const refuse = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || url.protocol !== 'https:' || !z.regexes.domain.test(url.hostname)) return refuse(HTTPS_ONLY);
  if (url.username || url.password) return refuse('validation.urlCredentials');
  return url.href;
}

export const helpdeskSettingsBody = z.object({
  url: z
    .string({ error: HTTPS_ONLY })
    .trim()
    .max(2000, 'url must be at most 2000 characters')
    .nullable()
    .transform((v, ctx) => (v ? httpsUrl(v, ctx) : null)),
});

const priority = z.enum(TICKET_PRIORITIES, { error: `priority must be one of ${TICKET_PRIORITIES.join(', ')}` });
const status = z.enum(TICKET_STATUSES, { error: `status must be one of ${TICKET_STATUSES.join(', ')}` });
const messageBody = z
  .string({ error: 'body is required' })
  .trim()
  .min(1, 'body is required')
  .max(BODY_MAX, `body must be at most ${BODY_MAX} characters`);

export const ticketListQuery = pageQuery.extend({
  status: z.enum(TICKET_TABS, { error: `status must be one of ${TICKET_TABS.join(', ')}` }).default('all'),
});
export type TicketListQuery = z.infer<typeof ticketListQuery>;

export const createTicketBody = z.object({
  subject: z
    .string({ error: 'subject is required' })
    .trim()
    .min(SUBJECT_MIN, `subject must be ${SUBJECT_MIN} to ${SUBJECT_MAX} characters`)
    .max(SUBJECT_MAX, `subject must be ${SUBJECT_MIN} to ${SUBJECT_MAX} characters`),
  body: messageBody,
  priority: priority.default('normal'),
});
export type CreateTicketInput = z.infer<typeof createTicketBody>;

export const replyBody = z.object({ body: messageBody });
export type ReplyInput = z.infer<typeof replyBody>;

export const updateTicketBody = z
  .object({ status: status.optional(), priority: priority.optional() })
  .refine((b) => b.status !== undefined || b.priority !== undefined, 'validation.statusOrPriority');
export type UpdateTicketInput = z.infer<typeof updateTicketBody>;

/** Omitted ids = mark everything read. */
export const whatsNewReadBody = z.object({
  ids: z
    .array(z.uuid({ error: 'ids must be entry ids' }), { error: 'ids must be a list of entry ids' })
    .min(1, 'ids must list at least one entry (omit it to mark all read)')
    .max(200, 'ids must list at most 200 entries')
    .optional(),
});

/** Who wrote or opened something; null once that user is gone. */
const person = z.object({ _id: z.uuid(), name: z.string() }).nullable();

export const ticketRow = z.object({
  _id: z.uuid(),
  number: z.number().int(),
  subject: z.string(),
  status: z.enum(TICKET_STATUSES),
  priority: z.enum(TICKET_PRIORITIES),
  created_by: person,
  created_at: isoTimestamp,
  updated_at: isoTimestamp,
  message_count: z.number().int(),
});
const ticketMessage = z.object({ _id: z.uuid(), body: z.string(), author: person, created_at: isoTimestamp });
/** What the signed-in user may do with this ticket; the screen shows only these controls. */
const ticketAbilities = z.object({ statuses: z.array(z.enum(TICKET_STATUSES)), priority: z.boolean(), reply: z.boolean() });
export const ticketDetail = ticketRow.extend({ messages: z.array(ticketMessage), can: ticketAbilities });
/** Tickets per list tab. */
export const ticketCounts = z.object(
  Object.fromEntries(TICKET_TABS.map((t) => [t, z.number().int()])) as Record<(typeof TICKET_TABS)[number], z.ZodNumber>,
);

export const whatsNewItem = z.object({ _id: z.uuid(), title: z.string(), body: z.string(), published_at: isoTimestamp, read: z.boolean() });
export const helpdeskSettings = z.object({ url: z.string().nullable(), updated_at: isoTimestamp.nullable() });

export type TicketCounts = z.infer<typeof ticketCounts>;

export type Person = z.infer<typeof person>;

export type TicketRow = z.infer<typeof ticketRow>;

/** What the signed-in user may do with this ticket; the screen shows only these controls. */
export type TicketAbilities = z.infer<typeof ticketAbilities>;

export type TicketDetail = z.infer<typeof ticketDetail>;

export type WhatsNewItem = z.infer<typeof whatsNewItem>;

export type HelpdeskSettings = z.infer<typeof helpdeskSettings>;
