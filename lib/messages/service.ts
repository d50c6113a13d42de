import 'server-only';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import { findCandidate } from '@/lib/candidates/queries';
import type { CandidateMessage } from '@/lib/messages/schema';
import { db } from '@/lib/db/client';
import { messages } from '@/lib/db/schema';
import { sendMail } from '@/lib/mail';
import { toMessage } from './queries';
import type { MessageInput } from './schema';

/**
 * Emails the candidate, then keeps the message. Sending comes first (as for a contact's conversation):
 * a message that could not be sent is not recorded as sent, and the mail is never sent twice when the
 * transaction that records it has to be run again. The table has no subject column, so the mail's
 * subject names the agency instead of repeating user input.
 */
export async function sendCandidateMessage(
  session: Session,
  candidateId: string,
  input: MessageInput,
  ip?: string,
): Promise<CandidateMessage> {
  const candidate = await findCandidate(db(), session.tenantId, candidateId);
  await sendMail({
    tenantId: session.tenantId,
    to: candidate.email,
    subject: `Message from ${session.tenantName}`,
    text: `Hello ${candidate.firstName},\n\n${input.body}\n\n${session.username}\n${session.tenantName}`,
  });
  return db().transaction(async (tx) => {
    const [row] = await tx
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
      .returning();
    await audit(tx, {
      tenantId: session.tenantId,
      userId: session.userId,
      action: 'candidate.message',
      target: candidate.id,
      meta: { message_id: row.id },
      ip,
    });
    return toMessage(row, session.username);
  });
}
