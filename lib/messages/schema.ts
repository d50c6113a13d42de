import { z } from 'zod';

/** An outbound message to a candidate (sent by email, kept in the messages table). */
export const messageBody = z.object({
  body: z.string({ error: 'body is required' }).trim().min(1, 'body is required').max(5000, 'body must be at most 5000 characters'),
});
export type MessageInput = z.infer<typeof messageBody>;
