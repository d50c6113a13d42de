/**
 * Next.js calls register() once when a server process starts. It starts this instance's background job
 * worker (lib/job-queue: auto-lock, scheduled pushes, ...) in Node.js servers only: not in the edge
 * runtime, and not while `next build` prerenders pages, which must never touch the database. The imports
 * sit inside the runtime check (Next's documented form) so the edge bundle never includes the database
 * code. NEXT_RUNTIME and NEXT_PHASE are set by Next itself, hence read here and not via lib/env.ts.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    if (process.env.NEXT_PHASE === 'phase-production-build') return;
    try {
      await import('./lib/background-jobs/app-jobs');
      const { startWorker } = await import('./lib/job-queue');
      await startWorker();
    } catch (err) {
      // A server whose worker cannot start still serves; another instance's worker runs the jobs.
      const { log } = await import('./lib/log');
      log.error({ err }, 'background job worker did not start');
    }
  }
}
