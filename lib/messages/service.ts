import 'server-only';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import { findCandidate } from '@/lib/candidates/queries';
import type { CandidateMessage } from '@/lib/messages/schema';
import type { DbOrTx } from '@/lib/db/client';
import { messages } from '@/lib/db/schema';
import { sendMail } from '@/lib/mail';
import { messageMail, recipientLocale } from '@/lib/mail/catalogue';
import { toMessage } from './queries';
import type { MessageInput } from './schema';
import { theRow } from '@/lib/db/rows';

/**
 * Records the message and emails the candidate in one transaction, worded in her language (candidates
 * keep none, so the request's). The mail goes through the transaction (lib/mail): a dev-mailbox row
 * commits with the message, an SMTP mail leaves after the commit; so a rolled-back or re-run attempt
 * mails nothing, and a mail that could not go out still reaches the sender as an error. The table has
 * no subject column, so the mail's subject names the agency instead of repeating user input.
 */
export async function sendCandidateMessage(
  db: DbOrTx,
  session: Session,
  candidateId: string,
  input: MessageInput,
  ip?: string,
  locale?: string,
): Promise<CandidateMessage> {
  const candidate = await findCandidate(db, session.tenantId, candidateId);
  const mail = await messageMail(recipientLocale(locale), {
    name: candidate.firstName,
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
          subjectType: 'candidate',
          subjectId: candidate.id,
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
      action: 'candidate.message',
      target: candidate.id,
      meta: { message_id: row.id },
      ip,
    });
    await sendMail(tx, {
      tenantId: session.tenantId,
      to: candidate.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      kind: 'candidate-message',
    });
    return toMessage(row, session.username);
  });
}
