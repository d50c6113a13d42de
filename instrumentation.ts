/**
 * Next.js calls register() once when a server process starts. It starts the push-notification
 * dispatcher (lib/push-notifications/scheduler.ts) in Node.js servers only: not in the edge runtime,
 * and not while `next build` prerenders pages, which must never touch the database. The imports sit
 * inside the runtime check (Next's documented form) so the edge bundle never includes the database
 * code. NEXT_RUNTIME and NEXT_PHASE are set by Next itself, hence read here and not via lib/env.ts.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    if (process.env.NEXT_PHASE === 'phase-production-build') return;
    try {
      const { startDispatchTimer } = await import('./lib/push-notifications/scheduler');
      startDispatchTimer();
    } catch (err) {
      // A server that cannot schedule still serves; history reads also dispatch due notifications.
      const { log } = await import('./lib/log');
      log.error({ err }, 'push notification dispatcher did not start');
    }
  }
}
