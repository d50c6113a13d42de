import { z } from 'zod';
import { isoTimestamp } from '@/lib/schema-kit/responses';

/** An outbound message to a candidate (sent by email, kept in the messages table). */
export const messageBody = z.object({
  body: z.string({ error: 'body is required' }).trim().min(1, 'body is required').max(5000, 'body must be at most 5000 characters'),
});
export type MessageInput = z.infer<typeof messageBody>;

/** A conversation message (candidates and contacts share the messages table and this shape). */
export const messageRow = z.object({
  _id: z.uuid(),
  direction: z.enum(['outbound', 'inbound']),
  channel: z.enum(['email', 'sms', 'app']),
  body: z.string(),
  author_name: z.string().nullable(),
  created_at: isoTimestamp,
});

/** A message in a candidate's (or contact's) conversation, as the API answers it. */
export type CandidateMessage = z.infer<typeof messageRow>;
