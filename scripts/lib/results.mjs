import { existsSync, readFileSync } from 'node:fs';

/** Passed/failed counts from a Vitest or Playwright JSON report, or null when there is none. */
export function countsFrom(file) {
  if (!existsSync(file)) return null;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in r) return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
  if (r.stats) return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped };
  return null;
}
