// The embedded PostgreSQL: PGlite behind its socket server, so the app speaks the ordinary wire
// protocol through `pg` exactly as it does to a real server (DESIGN.md §1). One owner per data dir.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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

/**
 * @param {{ dataDir?: string, port?: number, loadFrom?: string }} opts dataDir undefined = in memory;
 * loadFrom = a data directory dumped by `dump` (a tar file), the embedded engine's CREATE DATABASE … TEMPLATE.
 */
export async function startEmbeddedDb({ dataDir, port, loadFrom } = {}) {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const loadDataDir = loadFrom ? new Blob([readFileSync(loadFrom)]) : undefined;
  // pg_trgm backs the name and email search indexes (migration 0003), as it does on PostgreSQL.
  const pg = await PGlite.create(dataDir ?? 'memory://', { extensions: { pg_trgm }, loadDataDir });
  const listenPort = port ?? (await freePort());
  const server = new PGLiteSocketServer({ db: pg, host: '127.0.0.1', port: listenPort, maxConnections: 64 });
  await server.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${listenPort}/postgres?sslmode=disable`,
    // The socket server queues protocol messages, not whole Parse/Bind/Execute/Sync batches, so two
    // connections of one client can interleave their unnamed statements. One connection per process.
    env: { DB_POOL_MAX: '1' },
    /** Writes the whole data directory to a tar file that `loadFrom` starts another server from. */
    async dump(file) {
      const tar = await pg.dumpDataDir('none');
      writeFileSync(file, Buffer.from(await tar.arrayBuffer()));
    },
    async stop() {
      await server.stop();
      await pg.close();
    },
  };
}

/**
 * The embedded server in a child process (scripts/embedded-db-server.mjs); resolves once it listens.
 * `dataDir` undefined = in memory; `port` undefined = any free port; `loadFrom` a tar its `dump(file)` wrote. `exited` settles when the child ends,
 * however it ends, so a supervisor can react to the database dying under it.
 */
export function startEmbeddedDbProcess({ dataDir, port, loadFrom } = {}) {
  return new Promise(async (resolve, reject) => {
    const { spawn } = await import('node:child_process');
    const env = {
      ...process.env,
      EMBEDDED_DB_DIR: dataDir ?? '',
      EMBEDDED_DB_PORT: port ? String(port) : '',
      EMBEDDED_DB_LOAD: loadFrom ?? '',
    };
    const child = spawn(process.execPath, ['scripts/embedded-db-server.mjs'], { stdio: ['pipe', 'pipe', 'inherit'], env });
    const exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
    // One JSON line per message: the first says where it listens, each later one answers a dump request.
    const answers = [];
    let started = false;
    let buffer = '';
    child.stdout.on('data', (d) => {
      buffer += d;
      let cut;
      while ((cut = buffer.indexOf('\n')) >= 0) {
        const info = JSON.parse(buffer.slice(0, cut));
        buffer = buffer.slice(cut + 1);
        if (started) {
          answers.shift()?.(info);
          continue;
        }
        started = true;
        resolve({
          ...info,
          pid: child.pid,
          exited,
          dump: (file) =>
            new Promise((done, fail) => {
              answers.push((reply) => (reply.dumped === file ? done() : fail(new Error(reply.error ?? 'dump failed'))));
              child.stdin.write(`${JSON.stringify({ dump: file })}\n`);
            }),
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null || child.signalCode !== null) return done();
              child.once('exit', done);
              child.kill('SIGTERM');
            }),
        });
      }
    });
    exited.then(({ code, signal }) =>
      reject(Object.assign(new Error(`embedded database exited (${signal ?? code})`), { code: code === 3 ? 'EADDRINUSE' : undefined })),
    );
  });
}
