// Runs the embedded PostgreSQL in a process of its own and prints its URL as one JSON line, so a load
// generator or test runner never shares an event loop with the database (PGlite runs on the main thread).
import { startEmbeddedDb } from './lib/embedded-db.mjs';

const db = await startEmbeddedDb({ dataDir: process.env.EMBEDDED_DB_DIR || undefined });
process.stdout.write(`${JSON.stringify({ url: db.url, env: db.env })}\n`);
const stop = () => db.stop().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// Exit with the parent, whatever way it ends.
process.stdin.on('end', stop);
process.stdin.resume();
