import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { DbOrTx } from '@/lib/db/client';
import { mailbox } from '@/lib/db/schema';
import { afterCommit } from '@/lib/db/transaction-scope';
import { env } from '@/lib/env';
import { log } from '@/lib/log';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  tenantId?: string;
  /** What the mail is (`sign-in`, `invitation`, `notification:<event>`, ...): the log names it, never the body. */
  kind: string;
  /** Extra header lines (List-Unsubscribe and its One-Click partner): sent, and kept with a dev-mailbox mail. */
  headers?: Record<string, string>;
};

/** What the log may say about a mail: who, what about, which kind. Bodies carry sign-in and approval links. */
const logged = (mail: Mail) => ({ to: mail.to, subject: mail.subject, kind: mail.kind });

/** The message nodemailer sends for a mail (exported so a test can render it without a server). */
export function smtpMessage(mail: Mail, from: string) {
  return { from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers };
}

/**
 * Real mail through SMTP when SMTP_URL is set; otherwise the dev mailbox (DESIGN.md §4). A caller inside
 * a transaction passes it: the mailbox row then commits or rolls back with the caller's work, and no
 * second connection is needed (the embedded database runs one per process, so asking for another
 * inside a transaction would wait forever). An SMTP mail asked for inside a transaction goes once it
 * commits: an attempt that rolls back (a refusal, or a lost race that is run again) must not mail a
 * link it never stored, nor mail twice. A failed send still reaches the caller as an error.
 */
export async function sendMail(db: DbOrTx, mail: Mail): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = env();
  if (SMTP_URL) {
    await afterCommit(async () => {
      await nodemailer.createTransport(SMTP_URL).sendMail(smtpMessage(mail, MAIL_FROM));
      log.info(logged(mail), 'mail sent');
    });
    return;
  }
  await db.insert(mailbox).values({
    tenantId: mail.tenantId ?? null,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    headers: mail.headers ?? null,
  });
  // Only who and what: the body (and so any link in it) is read in the mailbox, with its key.
  log.info(logged(mail), 'mail stored in the dev mailbox (/dev/mailbox)');
}

/**
 * Whether a request may read the dev mailbox: only with its key (DESIGN.md §7: it holds every tenant's
 * sign-in links, so it is never readable anonymously). No SMTP and no key: the log says a mail was stored
 * (to whom, what about), and its link is read only by someone who sets MAILBOX_KEY (or from the database).
 */
export function mailboxOpenTo(key: string | null | undefined): boolean {
  const expected = env().MAILBOX_KEY;
  if (env().SMTP_URL || !expected || !key) return false;
  const a = createHash('sha256').update(key).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export async function listMailbox(db: DbOrTx, filter: { to?: string; limit?: number } = {}) {
  const q = db.select().from(mailbox);
  const rows = await (filter.to ? q.where(eq(mailbox.to, filter.to.toLowerCase())) : q).orderBy(desc(mailbox.id)).limit(filter.limit ?? 50);
  return rows.map((m) => ({
    id: m.id,
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html,
    headers: m.headers ?? {},
    created_at: m.createdAt.toISOString(),
  }));
}
