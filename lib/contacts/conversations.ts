import 'server-only';
import type { PageQuery } from '@/lib/api/paging';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import { db } from '@/lib/db/client';
import { messages } from '@/lib/db/schema';
import { sendMail } from '@/lib/mail';
import { listMessages, toMessage } from '@/lib/messages/queries';
import type { MessageInput } from '@/lib/messages/schema';
import { loadContact } from './queries';
import { loadLiveContact } from './service';
import type { ContactMessage } from './types';

/** The conversation (messages table, subject 'contact'), newest first; the screen shows a page oldest → newest. */
export async function listConversation(tenantId: string, contactId: string, q: Pick<PageQuery, 'page' | 'per_page'>) {
  await loadContact(db(), tenantId, contactId);
  return listMessages(tenantId, 'contact', contactId, q);
}

/**
 * Emails the contact, then records the message. Sending comes first: a message that could not be sent
 * is not shown as sent (the error reaches the user), and the mail never waits on an open transaction.
 */
export async function sendContactMessage(session: Session, contactId: string, input: MessageInput): Promise<ContactMessage> {
  const contact = await loadLiveContact(db(), session.tenantId, contactId);
  await sendMail({
    tenantId: session.tenantId,
    to: contact.email,
    subject: `Message from ${session.tenantName}`,
    text: `Hello ${contact.firstName},\n\n${input.body}\n\n${session.username}\n${session.tenantName}`,
  });
  return db().transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({
        tenantId: session.tenantId,
        subjectType: 'contact',
        subjectId: contactId,
        direction: 'outbound',
        channel: 'email',
        body: input.body,
        authorId: session.userId,
      })
      .returning();
    await audit(tx, {
      tenantId: session.tenantId,
      userId: session.userId,
      action: 'contact.message',
      target: contactId,
      meta: { message_id: row.id },
    });
    return toMessage(row, session.username);
  });
}
