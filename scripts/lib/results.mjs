import { existsSync, readFileSync } from 'node:fs';

/** Where the e2e run of the exclusive specs writes its report, beside the pooled run's (scripts/e2e.mjs). */
export const exclusiveReport = (file) => file.replace(/\.json$/, '-exclusive.json');

/**
 * Passed/failed counts from a Vitest or Playwright JSON report (with the e2e exclusive run's report beside
 * it added in), or null when there is none.
 */
export function countsFrom(file) {
  const one = countsOfReport(file);
  const extra = file === exclusiveReport(file) ? null : countsOfReport(exclusiveReport(file));
  if (!one || !extra) return one ?? extra;
  return { passed: one.passed + extra.passed, failed: one.failed + extra.failed, skipped: one.skipped + extra.skipped };
}

function countsOfReport(file) {
  if (!existsSync(file)) return null;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in r) return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
  if (r.stats) return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped };
  return null;
}
