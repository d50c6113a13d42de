// No `import 'server-only'` in this chain (scheduler, dispatcher, deliver, audience, transports): it is
// loaded from instrumentation.ts, where some Next.js bundler versions refuse that marker. They reach the
// database, so a client bundle could not use them anyway.
import { kickDispatch } from './dispatcher';

/** How often each app instance looks for due notifications. */
export const DISPATCH_INTERVAL_MS = 15_000;

// Kept on globalThis so a hot reload in development does not start a second timer.
const holder = globalThis as typeof globalThis & { __pushDispatchTimer?: ReturnType<typeof setInterval> };

/**
 * Starts the per-process timer that sends scheduled notifications. Every instance may run it: the
 * claim in dispatchDue hands each due row to one of them. unref() so the timer never keeps a process
 * (a script, a test run) alive on its own.
 */
export function startDispatchTimer(): void {
  if (holder.__pushDispatchTimer) return;
  holder.__pushDispatchTimer = setInterval(() => kickDispatch(true), DISPATCH_INTERVAL_MS);
  holder.__pushDispatchTimer.unref();
}
