// The fleet test (tests/fleet, issue 24 item 8): two built instances on one PostgreSQL database behind
// HAProxy. Needs DATABASE_URL (a PostgreSQL server: the embedded server takes one connection, so it has no
// fleet) and Debian's haproxy. The test gets an empty database of its own, dropped afterwards, and migrates
// it itself: an instance is started before the schema exists.
import { existsSync, readFileSync } from 'node:fs';
import { freshDatabase } from './lib/fresh-db.mjs';
import { describeFindings, scanLog } from './lib/log-scan.mjs';
import { needsBuild } from './lib/build.mjs';
import { bin, run } from './lib/run.mjs';

if (!process.env.DATABASE_URL) {
  console.error('the fleet test needs DATABASE_URL (a PostgreSQL server)');
  process.exit(2);
}
const db = await freshDatabase(true);
let code = 1;
try {
  code = needsBuild() ? await run(bin('next'), ['build'], { ...process.env, NODE_ENV: 'production' }) : 0;
  if (code === 0)
    code = await run(bin('vitest'), ['run', '--project', 'fleet', ...process.argv.slice(2)], {
      ...process.env,
      FLEET_DATABASE_URL: db.url,
    });
} finally {
  await db.stop();
}
// The instances log at info level (tests/fleet writes each one's log): no secret in either, as for e2e's server.
for (const file of ['test-reports/fleet-a.log', 'test-reports/fleet-b.log'].filter((f) => existsSync(f))) {
  const leaks = scanLog(readFileSync(file, 'utf8'));
  if (leaks.length) console.error(`\n${describeFindings(file, leaks)}`);
  if (leaks.length) code ||= 1;
}
process.exit(code);
