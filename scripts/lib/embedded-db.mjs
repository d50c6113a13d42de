// The embedded PostgreSQL: PGlite behind its socket server, so the app speaks the ordinary wire
// protocol through `pg` exactly as it does to a real server (DESIGN.md §1). One owner per data dir.
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** @param {{ dataDir?: string, port?: number }} opts dataDir undefined = in memory */
export async function startEmbeddedDb({ dataDir, port } = {}) {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs the name and email search indexes (migration 0003), as it does on PostgreSQL.
  const pg = await PGlite.create(dataDir ?? 'memory://', { extensions: { pg_trgm } });
  const listenPort = port ?? (await freePort());
  const server = new PGLiteSocketServer({ db: pg, host: '127.0.0.1', port: listenPort, maxConnections: 64 });
  await server.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${listenPort}/postgres?sslmode=disable`,
    // The socket server queues protocol messages, not whole Parse/Bind/Execute/Sync batches, so two
    // connections of one client can interleave their unnamed statements. One connection per process.
    env: { DB_POOL_MAX: '1' },
    async stop() {
      await server.stop();
      await pg.close();
    },
  };
}

/** The embedded server in a child process (scripts/embedded-db-server.mjs); resolves once it listens. */
export function startEmbeddedDbProcess() {
  return new Promise(async (resolve, reject) => {
    const { spawn } = await import('node:child_process');
    const child = spawn(process.execPath, ['scripts/embedded-db-server.mjs'], { stdio: ['pipe', 'pipe', 'inherit'] });
    let buffer = '';
    child.stdout.on('data', (d) => {
      buffer += d;
      const line = buffer.split('\n')[0];
      if (!buffer.includes('\n')) return;
      const info = JSON.parse(line);
      resolve({
        ...info,
        stop: () => new Promise((done) => { child.once('exit', done); child.kill('SIGTERM'); }),
      });
    });
    child.once('exit', (code) => reject(new Error(`embedded database exited (${code})`)));
  });
}
