import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { db, type DbOrTx } from '@/lib/db/client';
import { mailbox } from '@/lib/db/schema';
import { afterCommit } from '@/lib/db/transaction-scope';
import { env } from '@/lib/env';
import { log } from '@/lib/log';

export type Mail = { to: string; subject: string; text: string; html?: string; tenantId?: string };

/**
 * Real mail through SMTP when SMTP_URL is set; otherwise the dev mailbox (DESIGN.md §4). A caller inside
 * a transaction passes it: the mailbox row then commits or rolls back with the caller's work, and no
 * second connection is needed (the embedded database runs one per process, so asking for another
 * inside a transaction would wait forever). An SMTP mail asked for inside a transaction goes once it
 * commits: an attempt that rolls back (a refusal, or a lost race that is run again) must not mail a
 * link it never stored, nor mail twice. A failed send still reaches the caller as an error.
 */
export async function sendMail(mail: Mail, via: DbOrTx = db()): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = env();
  if (SMTP_URL) {
    await afterCommit(() =>
      nodemailer
        .createTransport(SMTP_URL)
        .sendMail({ from: MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html }),
    );
    return;
  }
  await via
    .insert(mailbox)
    .values({ tenantId: mail.tenantId ?? null, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null });
  log.info({ to: mail.to, subject: mail.subject, body: mail.text }, 'mail stored in the dev mailbox (/dev/mailbox)');
}

/**
 * Whether a request may read the dev mailbox: only with its key (DESIGN.md §7: it holds every tenant's
 * sign-in links, so it is never readable anonymously). No SMTP and no key: mail is only logged.
 */
export function mailboxOpenTo(key: string | null | undefined): boolean {
  const expected = env().MAILBOX_KEY;
  if (env().SMTP_URL || !expected || !key) return false;
  const a = createHash('sha256').update(key).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export async function listMailbox(filter: { to?: string; limit?: number } = {}) {
  const q = db().select().from(mailbox);
  const rows = await (filter.to ? q.where(eq(mailbox.to, filter.to.toLowerCase())) : q).orderBy(desc(mailbox.id)).limit(filter.limit ?? 50);
  return rows.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, html: m.html, created_at: m.createdAt.toISOString() }));
}
