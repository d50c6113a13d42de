'use client';

/**
 * Runs `task` once the browser is idle after the page has loaded (a timer where requestIdleCallback is
 * missing, as in Safari): for fetching the code of what the page does not show yet (toasts, dialogs), so
 * it is at hand when needed without weighing on the first load. Returns a cancel function for an effect.
 */
export function whenIdle(task: () => unknown): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => void task(), { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(() => void task(), 2000);
  return () => window.clearTimeout(timer);
}
