import type PgBoss from 'pg-boss';
import { runNamed, warnIfSlow } from '@/lib/db/slow-work';
import { log } from '@/lib/log';
import type { JobQueue } from './queue';
import { jobDefinition, jobNames, recurringJobs, type JobData } from './registry';

/** Jobs claimed per name per look: small, so one look never holds many jobs another instance could run. */
const CLAIM_BATCH = 5;

type Claimed = PgBoss.JobWithMetadata<JobData>;
export type RoundResult = { ran: number; failed: number };

const errorMessage = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 2000);

/**
 * Runs the registered jobs of one app instance. Each look (every `pollMs`, at once again after a look
 * that found work) first adds the recurring jobs whose period has begun, then claims up to CLAIM_BATCH
 * due jobs per name and runs them one after another, each to completion or failure before the next:
 * on the embedded database the app has one connection, so jobs never compete with each other for it.
 * Nothing here decides what runs: the claim (`FOR UPDATE SKIP LOCKED` in pg-boss's fetch) gives each job
 * to one instance, and the throttle slot gives each period one recurring job, however many instances run.
 */
export class JobWorker {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private round_: Promise<unknown> | null = null;
  private stopping = false;
  private started = false;
  /** True from the end of a successful start() until stop(): what /api/ready reports as "worker running". */
  private polling = false;
  /** Set by wake() while a look is running: the next look follows at once instead of after pollMs. */
  private woken = false;
  /** The last period slot this process already enqueued, per recurring job: saves a no-op insert per look. */
  private readonly slots = new Map<string, number>();

  /** `only`: the job names this worker runs (and whose recurring jobs it enqueues); default all registered. */
  constructor(
    readonly queue: JobQueue,
    private readonly pollMs: number,
    private readonly opts: { only?: readonly string[] } = {},
  ) {}

  private names(): string[] {
    const only = this.opts.only;
    return only ? jobNames().filter((n) => only.includes(n)) : jobNames();
  }

  /** Checks the queue's schema version, starts pg-boss's maintenance (expiry of dead claims, archiving), then polls. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    // pg-boss's maintenance timers start here and keep this name for the slow-work log.
    await runNamed('job queue maintenance', () => this.queue.boss.start());
    // A queue that cannot be made now is tried again by every look (runDue), so polling starts anyway.
    for (const name of this.names())
      await this.queue.ensureQueue(name).catch((err: unknown) => log.warn({ err, job: name }, 'job queue not created yet'));
    this.next(0);
    this.polling = true;
  }

  /** Started and polling, not stopping: this instance runs its share of the jobs. */
  get running(): boolean {
    return this.polling && !this.stopping;
  }

  private next(ms: number): void {
    if (this.stopping) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      const round = runNamed('job worker look', () => this.runDue()).catch((err: unknown) => {
        log.error({ err }, 'job worker round failed');
        return { ran: 0, failed: 0 };
      });
      this.round_ = round;
      void round.then((r) => {
        const again = r.ran + r.failed > 0 || this.woken;
        this.woken = false;
        this.next(again ? 0 : this.pollMs);
      });
    }, ms);
    // The timer never keeps a process (a script, a test run) alive on its own.
    this.timer.unref();
  }

  /**
   * Looks at once rather than at the next poll: this instance just enqueued work someone waits for (a
   * mail after an approval). Other instances still find it at their next poll; the claim decides.
   */
  wake(): void {
    if (this.stopping || !this.started) return;
    if (this.timer) {
      clearTimeout(this.timer);
      this.next(0);
    } else this.woken = true;
  }

  /** One look: enqueue due recurring jobs, then claim and run what is due. Tests call it directly. */
  async runDue(now = Date.now()): Promise<RoundResult> {
    await this.enqueueRecurring(now);
    const result: RoundResult = { ran: 0, failed: 0 };
    for (const name of this.names()) {
      if (this.stopping) break;
      await this.queue.ensureQueue(name);
      const jobs = (await this.queue.boss.fetch<JobData>(name, { batchSize: CLAIM_BATCH, includeMetadata: true })) ?? [];
      for (const job of jobs) {
        if (await this.run(job)) result.ran++;
        else result.failed++;
      }
    }
    return result;
  }

  private async enqueueRecurring(now: number): Promise<void> {
    const names = this.names();
    for (const r of recurringJobs().filter((j) => names.includes(j.name))) {
      const slot = Math.floor(now / 1000 / r.periodSeconds);
      if (this.slots.get(r.name) === slot) continue;
      // The slot is pg-boss's (computed from the database clock); this process's own slot only spares
      // repeated inserts, so a clock difference costs at most one extra no-op insert.
      await this.queue.enqueue(r.name, r.payload, { singletonKey: 'every', singletonSeconds: r.periodSeconds });
      this.slots.set(r.name, slot);
    }
  }

  /** Runs one claimed job; true when it completed. A failure is recorded on the job (retried or failed for good). */
  private async run(job: Claimed): Promise<boolean> {
    const def = jobDefinition(job.name);
    const { tenantId, payload } = job.data;
    try {
      if (!def) throw new Error(`no job is registered as "${job.name}"`);
      // One step of a job, named for the slow-work log: a warn line (job name and time) at a second or more.
      const name = `job ${job.name}`;
      const startedAt = performance.now();
      await runNamed(name, () =>
        def.handler(payload as never, {
          db: this.queue.db,
          queue: this.queue,
          tenantId,
          job: { id: job.id, name: job.name, attempt: job.retryCount + 1 },
        }),
      ).finally(() => warnIfSlow('job step', startedAt, name));
      await this.queue.boss.complete(job.name, job.id);
      return true;
    } catch (err) {
      const last = job.retryCount >= job.retryLimit;
      log[last ? 'error' : 'warn'](
        { err, job: job.name, jobId: job.id, tenantId, attempt: job.retryCount + 1 },
        last ? 'job failed for good' : 'job failed; it will be retried',
      );
      // Only the message is kept (shown to the tenant's admins), not the stack of this server's code.
      await this.queue.boss.fail(job.name, job.id, { message: errorMessage(err) });
      return false;
    }
  }

  /** Stops polling, lets the running look finish, then stops pg-boss's maintenance. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    await this.round_;
    if (this.started) await this.queue.boss.stop({ graceful: false, close: false, wait: true });
  }
}
