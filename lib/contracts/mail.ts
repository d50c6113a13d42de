import { z } from 'zod';
import { defineContract } from '@/lib/contracts/kit/contract';
import { isoTimestamp, listOf } from '@/lib/schema-kit/responses';

const mailboxQuery = z.object({
  key: z.string().max(200).optional(),
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

/** A mail kept in the development mailbox instead of being sent. */
const mailboxEntry = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  /** Extra header lines (List-Unsubscribe, List-Unsubscribe-Post); empty when none. */
  headers: z.record(z.string(), z.string()),
  created_at: isoTimestamp,
});

/** Development helpers (DESIGN.md §4, §7); they answer 404 unless the deployment opens them. */
export const devContracts = {
  mailbox: defineContract({
    service: 'api',
    method: 'GET',
    path: '/dev/mailbox',
    access: { public: true },
    query: mailboxQuery,
    response: listOf(mailboxEntry),
    summary:
      'The development mailbox, newest first: only while no SMTP server is configured, and only with the mailbox key (X-Mailbox-Key or ?key=)',
  }),
};
