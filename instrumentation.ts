/**
 * Next.js calls register() once when a server process starts. It starts this instance's background job
 * worker (lib/job-queue: auto-lock, scheduled pushes, ...) in Node.js servers only: not in the edge
 * runtime, and not while `next build` prerenders pages, which must never touch the database. The imports
 * sit inside the runtime check (Next's documented form) so the edge bundle never includes the database
 * code. NEXT_RUNTIME and NEXT_PHASE are set by Next itself, hence read here and not via lib/env.ts.
 *
 * The worker starts once the database answers with its schema at the code's last migration: an instance
 * may start before `npm run db:migrate` (a rolling deploy), serve /api/ready as 503 meanwhile, and start
 * its worker within 30 s of the migration (startWorkerWhenReady retries with back-off). register() does
 * not wait for that, so the server answers (and reports not ready) from the first moment.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    if (process.env.NEXT_PHASE === 'phase-production-build') return;
    // Next's own error reports go to the console, not the log: scrubbed of tokens all the same.
    (await import('./lib/log-console')).scrubConsole();
    const failed = async (err: unknown) => {
      // Only a programming error gets here (every failure of the database is retried): this instance then
      // serves without a worker, /api/ready says so, and other instances' workers run the jobs.
      const { log } = await import('./lib/log');
      log.error({ err }, 'background job worker did not start');
    };
    try {
      await import('./lib/background-jobs/app-jobs');
      const { startWorkerWhenReady } = await import('./lib/job-queue');
      void startWorkerWhenReady().catch(failed);
    } catch (err) {
      await failed(err);
    }
  }
}
