import { z } from 'zod';
import { notFound } from '@/lib/api/errors';
import { publicHandler } from '@/lib/api/handler';
import { listMailbox, mailboxOpenTo } from '@/lib/mail';

const query = z.object({
  key: z.string().max(200).optional(),
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

/**
 * Development mailbox (DESIGN.md §4, §7): only while no SMTP server is configured, and only with the
 * mailbox key (`X-Mailbox-Key` header or `?key=`); without it the address does not exist (404).
 */
export const GET = publicHandler({ query }, async ({ query: { key, ...filter }, req }) => {
  if (!mailboxOpenTo(req.headers.get('x-mailbox-key') ?? key)) throw notFound('page');
  const data = await listMailbox(filter);
  return { data, meta: { totalItems: data.length } };
});
