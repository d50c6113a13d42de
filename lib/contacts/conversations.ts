import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { PageQuery } from '@/lib/schema-kit/paging';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { messages, users } from '@/lib/db/schema';
import { sendMail } from '@/lib/mail';
import { messageMail, recipientLocale } from '@/lib/mail/catalogue';
import { listMessages, toMessage } from '@/lib/messages/queries';
import type { MessageInput } from '@/lib/messages/schema';
import { loadContact } from './queries';
import { loadLiveContact } from './service';
import type { ContactMessage } from './types';
import { theRow } from '@/lib/db/rows';

/** The conversation (messages table, subject 'contact'), newest first; the screen shows a page oldest → newest. */
export async function listConversation(db: DbOrTx, tenantId: string, contactId: string, q: Pick<PageQuery, 'page' | 'per_page'>) {
  await loadContact(db, tenantId, contactId);
  return listMessages(db, tenantId, 'contact', contactId, q);
}

/**
 * Records the message and emails the contact in one transaction, in her language (the locale her portal
 * user saved, else the request's). The mail goes through the transaction (lib/mail): a dev-mailbox row
 * commits with the message, an SMTP mail leaves after the commit; so a rolled-back or re-run attempt
 * mails nothing, and a mail that could not go out still reaches the sender as an error.
 */
export async function sendContactMessage(
  db: DbOrTx,
  session: Session,
  contactId: string,
  input: MessageInput,
  locale?: string,
): Promise<ContactMessage> {
  const contact = await loadLiveContact(db, session.tenantId, contactId);
  const [portalUser] = await db
    .select({ locale: users.locale })
    .from(users)
    .where(and(eq(users.tenantId, session.tenantId), eq(users.contactId, contact.id)))
    .limit(1);
  const mail = await messageMail(recipientLocale(portalUser?.locale, locale), {
    name: contact.firstName,
    body: input.body,
    sender: session.username,
    tenant: session.tenantName,
  });
  return db.transaction(async (tx) => {
    const row = theRow(
      await tx
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
        .returning(),
    );
    await audit(tx, {
      tenantId: session.tenantId,
      userId: session.userId,
      action: 'contact.message',
      target: contactId,
      meta: { message_id: row.id },
    });
    await sendMail(tx, {
      tenantId: session.tenantId,
      to: contact.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      kind: 'contact-message',
    });
    return toMessage(row, session.username);
  });
}
