import { existsSync, readFileSync } from 'node:fs';

/** Passed/failed counts from a Vitest or Playwright JSON report, or null when there is none. */
export function countsFrom(file) {
  if (!existsSync(file)) return null;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in r) return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
  if (r.stats) return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped };
  return null;
}

/** The annotations of one type that a Playwright JSON report's tests recorded (e.g. `warm-screen` timings). */
export function annotationsFrom(file, type) {
  if (!existsSync(file)) return [];
  const out = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) {
        // Newer reports keep a run's annotations on its result, older ones on the test.
        const found = (t.results ?? []).flatMap((r) => r.annotations ?? []);
        for (const a of found.length ? found : (t.annotations ?? [])) if (a.type === type) out.push(`${spec.title}: ${a.description}`);
      }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites ?? []) walk(suite);
  return out;
}
