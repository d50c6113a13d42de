import { notFound } from '@/lib/errors';
import { handler } from '@/lib/http/handler';
import { listResponse } from '@/lib/schema-kit/paging';
import { listMailbox, mailboxOpenTo } from '@/lib/mail';
import { devContracts } from '@/lib/contracts/mail';

/**
 * Development mailbox (DESIGN.md §4, §7): only while no SMTP server is configured, and only with the
 * mailbox key (`X-Mailbox-Key` header or `?key=`); without it the address does not exist (404).
 */
export const GET = handler(devContracts.mailbox, async ({ db, query: { key, ...filter }, req }) => {
  if (!mailboxOpenTo(req.headers.get('x-mailbox-key') ?? key)) throw notFound('page');
  const data = await listMailbox(db, filter);
  return listResponse(data, data.length);
});
