// Runs the embedded PostgreSQL in a process of its own and prints its URL as one JSON line, so the app
// server, a load generator or a test runner never shares an event loop with the database (PGlite runs on
// the main thread). EMBEDDED_DB_DIR keeps the data on disk (empty = in memory); EMBEDDED_DB_PORT fixes the
// port (empty = any free one); EMBEDDED_DB_LOAD starts from a dumped data directory. Exits 3 when the port is
// taken. A line `{"dump": "/path.tar"}` on stdin writes the data directory there and answers `{"dumped": …}`.
import { createInterface } from 'node:readline';
import { startEmbeddedDb } from './lib/embedded-db.mjs';

const dataDir = process.env.EMBEDDED_DB_DIR || undefined;
const port = process.env.EMBEDDED_DB_PORT ? Number(process.env.EMBEDDED_DB_PORT) : undefined;
const loadFrom = process.env.EMBEDDED_DB_LOAD || undefined;
const db = await startEmbeddedDb({ dataDir, port, loadFrom }).catch((e) => {
  console.error(e.code === 'EADDRINUSE' ? `Port ${port} is taken` : `The embedded database could not start: ${e.message}`);
  process.exit(e.code === 'EADDRINUSE' ? 3 : 1);
});
process.stdout.write(`${JSON.stringify({ url: db.url, env: db.env })}\n`);
// A clean PGlite shutdown flushes its data files; the next start then needs no recovery.
const stop = () => db.stop().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// Exit with the parent, whatever way it ends (a SIGKILLed parent closes this pipe).
process.stdin.on('end', stop);
createInterface({ input: process.stdin }).on('line', async (line) => {
  const file = JSON.parse(line).dump;
  const reply = await db.dump(file).then(
    () => ({ dumped: file }),
    (e) => ({ error: e.message }),
  );
  process.stdout.write(`${JSON.stringify(reply)}\n`);
});
