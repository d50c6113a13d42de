import 'server-only';
import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { notificationOutbox, users } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { every, registerJob } from '@/lib/job-queue';
import { log } from '@/lib/log';
import { sendMail } from '@/lib/mail';
import { listUnsubscribeHeaders } from '@/lib/mail/list-unsubscribe';
import { NOT_REACHED, OutboundError } from '@/lib/net/outbound-error';
import { safeFetch } from '@/lib/net/safe-fetch';
import { optedOut } from './opt-outs';
import type { NotificationEvent } from '@/lib/notification-settings/events';
import { absoluteUrl } from '@/lib/public-url';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/config';
import { ownLabelsIn } from '@/lib/settings/label-words';
import { getSettings } from '@/lib/settings/queries';
import { approvalLinkIssuer } from './approval-link-issuer';
import { OUTBOX_DISPATCH_JOB } from './kick';
import { claimDue, type Claimed } from './outbox-queries';
import { renderMail } from './render';
import { signUnsubscribe } from './unsubscribe-token';

/** Rows one run claims; a full batch is followed by another run at once. */
const OUTBOX_BATCH = 50;
/** How long a claim holds a row: an instance that dies mid-send leaves it to be sent again after this. */
const LEASE_S = 300;
/** Sends tried per row before it is marked failed (an admin can retry it). */
export const OUTBOX_ATTEMPTS = 5;
/** Back-off after the n-th failed attempt: 30 s × 2^(n−1) (30 s, 1 min, 2 min, 4 min). */
const backoffSeconds = (attempt: number) => 30 * 2 ** (attempt - 1);

export type DispatchResult = { sent: number; failed: number; skipped: number };

/** Sends the due outbox rows of every tenant, each once; answers what happened to them. */
export async function dispatchOutbox(db: Db): Promise<DispatchResult> {
  const result: DispatchResult = { sent: 0, failed: 0, skipped: 0 };
  for (const row of await claimDue(db, LEASE_S, OUTBOX_BATCH)) {
    try {
      const outcome = await deliver(db, row);
      result[outcome === 'sent' ? 'sent' : 'skipped']++;
    } catch (err) {
      const last = row.attempts >= OUTBOX_ATTEMPTS;
      const error = err instanceof Error ? err.message.slice(0, 500) : 'delivery failed';
      await db
        .update(notificationOutbox)
        .set(
          last
            ? { status: 'failed', lastError: error }
            : { lastError: error, nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(row.attempts)})` },
        )
        .where(eq(notificationOutbox.id, row.id));
      if (last) log.error({ err, outbox: row.id, event: row.event }, 'notification failed after its last attempt');
      result.failed++;
    }
  }
  return result;
}

/** Runs the dispatcher until nothing is due (a run takes at most OUTBOX_BATCH rows): for the bench and tests. */
export async function dispatchAll(db: Db): Promise<DispatchResult> {
  const total: DispatchResult = { sent: 0, failed: 0, skipped: 0 };
  for (;;) {
    const r = await dispatchOutbox(db);
    total.sent += r.sent;
    total.failed += r.failed;
    total.skipped += r.skipped;
    if (r.sent + r.failed + r.skipped === 0) return total;
  }
}

/** One row: skipped if the reader left or opted out since it was queued, else sent on its channel. */
async function deliver(db: Db, row: Claimed): Promise<'sent' | 'skipped'> {
  const [user] = await db
    .select({ email: users.email, name: users.username, locale: users.locale, active: users.active })
    .from(users)
    .where(eq(users.id, row.user_id))
    .limit(1);
  const gone = !user || !user.active || (await optedOut(db, row.tenant_id, [row.user_id], row.event, row.channel)).has(row.user_id);
  if (gone) {
    await db.update(notificationOutbox).set({ status: 'skipped' }).where(eq(notificationOutbox.id, row.id));
    return 'skipped';
  }
  const settings = await getSettings(row.tenant_id);
  // The tenant's renamed labels in the reader's language, which the mail names as typed.
  const labels = await ownLabelsIn(settings.dashboard_labels, isLocale(user.locale) ? user.locale : DEFAULT_LOCALE);
  const unsubscribeToken = await signUnsubscribe({ userId: row.user_id, tenantId: row.tenant_id, event: row.event }, env().SESSION_SECRET);
  const unsubscribe = absoluteUrl(`/unsubscribe?token=${unsubscribeToken}`);
  const render = (actionUrl: string | null, linkExpires: string | null = null) =>
    renderMail({
      event: row.event,
      payload: row.payload,
      locale: user.locale,
      name: user.name,
      branding: {
        tenantName: settings.company_name,
        color: settings.primary_color,
        logoUrl: settings.logo ? absoluteUrl(settings.logo) : null,
      },
      actionUrl,
      unsubscribeUrl: unsubscribe,
      linkExpires,
      labels,
    });
  const link = typeof row.payload.link === 'string' ? absoluteUrl(row.payload.link) : null;
  if (row.channel === 'push') {
    await push(row, user.name, (await render(link)).subject);
    await db
      .update(notificationOutbox)
      .set({ status: 'sent', sentAt: new Date(), lastError: null })
      .where(eq(notificationOutbox.id, row.id));
    return 'sent';
  }
  // The mailbox row (no SMTP) commits with the row's "sent": a mail is in the mailbox exactly when its
  // row says sent. Through SMTP the send follows the commit; if it fails, the row is due again.
  await db.transaction(async (tx) => {
    // An approval mail's button is a one-click approval link for its timesheets, made now (only its hash
    // is stored, so the token exists only in this mail); the link dies with a rollback.
    const ids = approvalIds(row);
    const approval = ids ? await approvalLinkIssuer()(tx, { tenantId: row.tenant_id, userId: row.user_id, timesheetIds: ids }) : null;
    const mail = approval ? await render(absoluteUrl(approval.path), approval.expiresAt.toISOString().slice(0, 10)) : await render(link);
    await sendMail(tx, {
      tenantId: row.tenant_id,
      to: user.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      kind: `notification:${row.event}`,
      // One click in the mail client turns this event's email off for this reader (RFC 8058).
      headers: listUnsubscribeHeaders(unsubscribeToken),
    });
    await tx
      .update(notificationOutbox)
      .set({ status: 'sent', sentAt: new Date(), lastError: null })
      .where(eq(notificationOutbox.id, row.id));
  });
  return 'sent';
}

/** Events whose mail asks for a decision, and so carries an approval link rather than a portal link. */
const APPROVAL_EVENTS: readonly NotificationEvent[] = [
  'timesheet_submitted',
  'approval_due_soon',
  'approval_past_due',
  'approval_escalated',
  'approval_digest',
];
/** At most this many timesheets in one link (a digest of a very busy approver opens the portal's list instead). */
const LINK_MAX_IDS = 200;

function approvalIds(row: Claimed): string[] | null {
  if (!APPROVAL_EVENTS.includes(row.event)) return null;
  const ids = row.payload.timesheet_ids;
  return Array.isArray(ids) && ids.length > 0 && ids.length <= LINK_MAX_IDS && ids.every((id) => typeof id === 'string')
    ? (ids as string[])
    : null;
}

/** The push gateway (PUSH_WEBHOOK_URL), signed like the candidates' pushes; one user per call. */
async function push(row: Claimed, name: string, title: string): Promise<void> {
  const { PUSH_WEBHOOK_URL: url, PUSH_WEBHOOK_SECRET: secret } = env();
  if (!url) throw new Error('no push gateway is configured (PUSH_WEBHOOK_URL)');
  const body = JSON.stringify({
    tenant: { id: row.tenant_id },
    notification: { id: row.id, event: row.event, title, link: row.payload.link ?? null },
    user_ids: [row.user_id],
    user_name: name,
  });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (secret) headers['x-portal-signature'] = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  let res: Response;
  try {
    res = await safeFetch(url, { method: 'POST', headers, body, timeoutMs: 10_000 });
  } catch (err) {
    throw new Error(`push webhook unreachable: ${err instanceof OutboundError ? err.message : NOT_REACHED}`);
  }
  if (!res.ok) throw new Error(`push webhook answered HTTP ${res.status}`);
}

registerJob<Record<string, never>>(
  OUTBOX_DISPATCH_JOB,
  async (_payload, ctx) => {
    const r = await dispatchOutbox(ctx.db);
    if (r.sent + r.failed + r.skipped >= OUTBOX_BATCH) await ctx.queue.enqueue(OUTBOX_DISPATCH_JOB, {});
  },
  { retryLimit: 2, retryDelay: 10, expireInSeconds: 10 * 60 },
);

// The sweep: retries after back-off, and anything a wake-up missed.
every(OUTBOX_DISPATCH_JOB, 15);
