import { notFound } from '@/lib/api/errors';
import { publicHandler } from '@/lib/api/handler';
import { devMailboxEnabled, listMailbox } from '@/lib/mail';
import { z } from 'zod';

const query = z.object({ to: z.string().trim().max(254).optional(), limit: z.coerce.number().int().min(1).max(200).optional() });

/** Development mailbox (DESIGN.md §4): only while no SMTP server is configured. */
export const GET = publicHandler({ query }, async ({ query }) => {
  if (!devMailboxEnabled()) throw notFound('Page');
  const data = await listMailbox(query);
  return { data, meta: { totalItems: data.length } };
});
