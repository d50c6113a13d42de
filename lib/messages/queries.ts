import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import { offsetOf, type PageQuery } from '@/lib/schema-kit/paging';
import type { DbOrTx } from '@/lib/db/client';
import { messages, users } from '@/lib/db/schema';
import type { CandidateMessage } from '@/lib/messages/schema';

export type MessageSubject = (typeof messages.$inferSelect)['subjectType'];
type MessageRow = typeof messages.$inferSelect;

export const toMessage = (m: MessageRow, authorName: string | null): CandidateMessage => ({
  _id: m.id,
  direction: m.direction,
  channel: m.channel,
  body: m.body,
  author_name: authorName,
  created_at: m.createdAt.toISOString(),
});

/** A subject's messages, newest first, with the sender's name. */
export async function listMessages(
  db: DbOrTx,
  tenantId: string,
  subjectType: MessageSubject,
  subjectId: string,
  q: Pick<PageQuery, 'page' | 'per_page'>,
) {
  const where = and(eq(messages.tenantId, tenantId), eq(messages.subjectType, subjectType), eq(messages.subjectId, subjectId));
  const [rows, [total]] = await Promise.all([
    db
      .select({ m: messages, author: users.username })
      .from(messages)
      .leftJoin(users, and(eq(users.id, messages.authorId), eq(users.tenantId, messages.tenantId)))
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(q.per_page)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(messages).where(where),
  ]);
  return { data: rows.map((r) => toMessage(r.m, r.author)), total: total?.n ?? 0 };
}
