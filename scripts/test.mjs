// `npm test`: lint, typecheck, unit, integration (real PostgreSQL: the embedded server, or DATABASE_URL),
// and Playwright e2e against the built app. TEST_PHASES=integration,e2e runs a subset (CI's second pass).
import { appendFileSync, mkdirSync, rmSync } from 'node:fs';
import { countsFrom } from './lib/results.mjs';
import { bin, run } from './lib/run.mjs';

// `fleet` (two instances behind HAProxy, tests/fleet) needs a PostgreSQL server: CI's second pass asks for it.
const ALL = ['lint', 'typecheck', 'unit', 'integration', 'e2e'];
const KNOWN = [...ALL, 'fleet'];
const phases = (process.env.TEST_PHASES ?? ALL.join(','))
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const reports = 'test-reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const vitest = (project) => [
  'run',
  '--project',
  project,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reports}/${project}.json`,
];
const PHASES = {
  // Formatting and dead exports are held here, not left to whoever remembers to run them.
  lint: async () =>
    (await run(bin('eslint'), ['.', '--max-warnings=0'])) ||
    (await run(bin('prettier'), ['--check', '--log-level=warn', '.'])) ||
    run(bin('knip'), []),
  typecheck: () => run(bin('tsc'), ['--noEmit']),
  unit: () => run(bin('vitest'), vitest('unit')),
  integration: () => run('node', ['scripts/with-db.mjs', '--fresh', '--workers', 'auto', 'vitest', ...vitest('integration')]),
  e2e: () => run('node', ['scripts/e2e.mjs'], { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` }),
  fleet: () => run('node', ['scripts/fleet.mjs', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/fleet.json`]),
};

const unknown = phases.find((phase) => !PHASES[phase]);
if (unknown) {
  console.error(`unknown test phase "${unknown}"; known: ${KNOWN.join(', ')}`);
  process.exit(2);
}
// Lint and typecheck are one thread each and touch nothing the other reads: on two cores they run side by side.
const SIDE_BY_SIDE = new Set(['lint', 'typecheck']);
const steps = [];
for (const phase of phases) {
  const last = steps.at(-1);
  if (last && SIDE_BY_SIDE.has(phase) && last.every((p) => SIDE_BY_SIDE.has(p))) last.push(phase);
  else steps.push([phase]);
}

const results = [];
for (const step of steps) {
  console.log(`\n▶ ${step.join(' + ')}${process.env.DATABASE_URL ? ' (DATABASE_URL)' : ''}`);
  const done = await Promise.all(
    step.map(async (phase) => {
      const started = Date.now();
      const code = await PHASES[phase]();
      return { phase, code, seconds: Math.round((Date.now() - started) / 1000) };
    }),
  );
  results.push(...done);
}

let passed = 0;
let failed = 0;
console.log('\nSummary');
for (const r of results) {
  const counts = countsFrom(`${reports}/${r.phase}.json`);
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  }
  const detail = counts ? `${counts.passed} passed, ${counts.failed} failed` : '';
  const line = `${r.code === 0 ? '✓' : '✗'} ${r.phase.padEnd(12)} ${String(r.seconds).padStart(4)} s  ${detail}`;
  console.log(`  ${line}`);
  // .ci/run gathers the phases of both passes into one table printed at its end.
  if (process.env.PHASE_TIMES_FILE) appendFileSync(process.env.PHASE_TIMES_FILE, `${(process.env.PHASE_LABEL ?? '').padEnd(11)} ${line}\n`);
}
const failedPhases = results.filter((r) => r.code !== 0).length;
// A phase can fail without failing tests (lint, a crash): count it so the total never reads green.
console.log(`tests: ${passed} passed, ${failed + (failed === 0 ? failedPhases : 0)} failed`);
process.exit(failedPhases > 0 ? 1 : 0);
