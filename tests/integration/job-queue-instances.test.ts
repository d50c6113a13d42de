import { eq, inArray } from 'drizzle-orm';
import { REMINDERS_JOB, REMINDERS_PERIOD_S } from '@/lib/approval-reminders/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client';
import { companies, mailbox, pushNotifications } from '@/lib/db/schema';
import { jobQueue, JobWorker } from '@/lib/job-queue';
import { OUTBOX_DISPATCH_JOB } from '@/lib/notifications/kick';
import '@/lib/notifications/dispatch';
import { PUSH_DISPATCH_JOB } from '@/lib/push-notifications/jobs';
import { composeNotification } from '@/lib/push-notifications/service';
import { utcToday } from '@/lib/timesheets/deadlines';
import { AUTO_LOCK_JOB, AUTO_LOCK_PERIOD_S } from '@/lib/timesheets/jobs';
import { approver, contactUser, makeWorld, outboxOf, removeWorlds, sheet as worldSheet } from './approval-reminder-fixtures';
import { daysBefore, deadlineTenant, lockLogs, removeDeadlineTenants, sheet } from './deadline-fixtures';
import { userByEmail } from './helpers';
import { otherInstance, type Instance } from './job-queue-helpers';
import { gateway, inboxOf, inMinutes, makePerson, sorted } from './push-notifications-fixtures';
import { sheetById, tenantBySlug } from './time-helpers';
// The mail dispatcher asks for the approval-link issuer, which registers itself when loaded (as app-jobs does at start-up).
import '@/lib/approval-links/issue';

/**
 * Two app instances, each with its own pool, queue and worker (on the embedded database they share the
 * one connection it allows, and their work is serialised): every job runs once, and even when the same
 * work is enqueued several times on both, the effects happen once.
 */
const ONLY = [AUTO_LOCK_JOB, PUSH_DISPATCH_JOB, REMINDERS_JOB, OUTBOX_DISPATCH_JOB];
const hub = gateway();
let a: JobWorker;
let b: Instance;

beforeAll(async () => {
  // Before anything reads env() (cached for the file): push notifications also go to this local gateway.
  const url = await hub.start();
  process.env.OUTBOUND_URL_ALLOWLIST = new URL(url).origin;
  process.env.PUSH_WEBHOOK_URL = url;
  a = new JobWorker(jobQueue(), 60_000, { only: ONLY });
  b = await otherInstance({ only: ONLY });
});

afterAll(async () => {
  await removeDeadlineTenants();
  await removeWorlds();
  await b.close();
  await hub.stop();
});

/** Both instances look for work at the same time, a few times over, until neither finds any. */
async function runBoth(): Promise<void> {
  for (let i = 0; i < 10; i++) {
    const [x, y] = await Promise.all([a.runDue(), b.worker.runDue()]);
    if (x.ran + x.failed + y.ran + y.failed === 0) return;
  }
}

describe('two app instances on one queue', () => {
  it('lock a due timesheet exactly once (one log row), however often the auto-lock job is enqueued', async () => {
    const t = await deadlineTenant({ auto_lock_days: 2 });
    const due = await sheet(t, daysBefore(utcToday(), 7 + 2), 'approved');
    const notDue = await sheet(t, daysBefore(utcToday(), 7 + 1), 'submitted');
    // What each instance's sweep enqueues: one job per tenant and period, whoever asks.
    const sweeps = await Promise.all(
      [a.queue, b.queue, a.queue, b.queue].map((q) =>
        q.enqueue(AUTO_LOCK_JOB, {}, { tenantId: t.tenantId, singletonKey: t.tenantId, singletonSeconds: AUTO_LOCK_PERIOD_S }),
      ),
    );
    expect(sweeps.filter(Boolean)).toHaveLength(1);
    // And follow-up jobs on both at once, so the two instances really run the same work side by side.
    await Promise.all([
      a.queue.enqueue(AUTO_LOCK_JOB, {}, { tenantId: t.tenantId }),
      b.queue.enqueue(AUTO_LOCK_JOB, {}, { tenantId: t.tenantId }),
    ]);

    await runBoth();

    expect((await sheetById(due.id)).locked).toBe(true);
    expect(await lockLogs(due.id)).toHaveLength(1);
    expect((await sheetById(notDue.id)).locked).toBe(false);
    expect(await lockLogs(notDue.id)).toEqual([]);
  });

  it('send each due scheduled push once', async () => {
    const acme = await tenantBySlug('acme');
    const writer = { tenantId: acme.id, userId: (await userByEmail('admin@acme.test')).user.id };
    const people = await Promise.all([makePerson(acme.id), makePerson(acme.id)]);
    const scheduled = [];
    for (let i = 0; i < 6; i++) {
      scheduled.push(
        await composeNotification(db(), writer, {
          title: `Two instances ${i}`,
          body: 'Body',
          audience: { type: 'candidates', ids: people },
          send_at: inMinutes(1).toISOString(),
        }),
      );
    }
    const ids = scheduled.map((n) => n._id);
    // Their time has come; several dispatch jobs on each instance race for them.
    await db()
      .update(pushNotifications)
      .set({ scheduledAt: new Date(Date.now() - 1000) })
      .where(inArray(pushNotifications.id, ids));
    await Promise.all([a.queue, b.queue, a.queue, b.queue].map((q) => q.enqueue(PUSH_DISPATCH_JOB, {})));

    await runBoth();

    for (const id of ids) {
      const [row] = await db().select().from(pushNotifications).where(eq(pushNotifications.id, id));
      expect(row).toMatchObject({ status: 'sent', recipientCount: 2, deliveredCount: 2, failedCount: 0 });
      expect(hub.for(id)).toHaveLength(1);
      expect(await inboxOf(id)).toEqual(sorted(people));
    }
  });

  it('send each approval reminder and escalation exactly once, queue and outbox dispatch alike', async () => {
    // Wednesday 13 March 2030, 10:00 UTC, carried by the job (a run's clock is its payload's `at`).
    const at = '2030-03-13T10:00:00.000Z';
    const w = await makeWorld({ approval_reminders: { digest_weekday: 'wednesday' } });
    const reader = await approver(w, 'reader', [w.sites[0]]);
    const backup = await contactUser(w, 'backup', [], {});
    await db().update(companies).set({ backupApproverId: backup.userId }).where(eq(companies.id, w.companyId));
    await worldSheet(w, w.sites[0], '2030-02-25'); // 58 hours past its deadline: past due and escalated
    await worldSheet(w, w.sites[0], '2030-02-28'); // due in 14 hours
    const step = { stage: 'approvers', after: null, at };
    // Each instance's sweep: one run per tenant and period, whoever asks.
    const sweeps = await Promise.all(
      [a.queue, b.queue, a.queue, b.queue].map((q) =>
        q.enqueue(REMINDERS_JOB, step, { tenantId: w.tenantId, singletonKey: w.tenantId, singletonSeconds: REMINDERS_PERIOD_S }),
      ),
    );
    expect(sweeps.filter(Boolean)).toHaveLength(1);
    // And the same run on both at once, as a retried or duplicated job would be.
    await Promise.all([
      a.queue.enqueue(REMINDERS_JOB, step, { tenantId: w.tenantId }),
      b.queue.enqueue(REMINDERS_JOB, step, { tenantId: w.tenantId }),
    ]);

    await runBoth();
    await Promise.all([a.queue, b.queue, a.queue, b.queue].map((q) => q.enqueue(OUTBOX_DISPATCH_JOB, {})));
    await runBoth();

    const email = (await outboxOf(w)).filter((r) => r.channel === 'email');
    expect(email.map((r) => `${r.event} ${r.user_id}`).sort()).toEqual(
      [
        `approval_digest ${reader.userId}`,
        `approval_due_soon ${reader.userId}`,
        `approval_escalated ${backup.userId}`,
        `approval_past_due ${reader.userId}`,
      ].sort(),
    );
    const mails = await db()
      .select()
      .from(mailbox)
      .where(inArray(mailbox.to, [reader.email, backup.email]));
    expect(mails.filter((m) => m.to === reader.email)).toHaveLength(3);
    expect(mails.filter((m) => m.to === backup.email)).toHaveLength(1);
  });
});
