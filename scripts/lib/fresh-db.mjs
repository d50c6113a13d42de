import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedDbProcess } from './embedded-db.mjs';

/**
 * A database for one test phase: a new in-memory embedded server, or (with DATABASE_URL set and
 * `throwaway`) a new database on that server, dropped when the phase ends.
 */
export async function freshDatabase(throwaway = true) {
  const base = process.env.DATABASE_URL;
  if (!base) return startEmbeddedDbProcess();
  if (!throwaway) return { url: base, env: {}, stop: async () => {} };
  const name = `portal_test_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    env: {},
    async stop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * `count` copies of a migrated and seeded database, one per test worker: `CREATE DATABASE … TEMPLATE` on a
 * PostgreSQL server, a dumped data directory loaded into new embedded servers otherwise. `stop` ends them all.
 */
export async function copiesOf(template, count) {
  if (!template.dump) return copiesOnServer(template, count);
  const dir = mkdtempSync(join(tmpdir(), 'portal-template-'));
  const tar = join(dir, 'data.tar');
  await template.dump(tar);
  const servers = await Promise.all(Array.from({ length: count }, () => startEmbeddedDbProcess({ loadFrom: tar })));
  rmSync(dir, { recursive: true, force: true });
  return { urls: servers.map((s) => s.url), env: servers[0].env, stop: () => Promise.all(servers.map((s) => s.stop())) };
}

async function copiesOnServer(template, count) {
  const base = new URL(template.url).pathname.slice(1);
  const names = Array.from({ length: count }, (_, i) => `${base}_w${i + 1}`);
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  // Sequential: PostgreSQL refuses a second copy of a template while the first copy is being made.
  for (const name of names) await admin.query(`create database ${name} template ${base}`);
  await admin.end();
  const urlOf = (name) => Object.assign(new URL(template.url), { pathname: `/${name}` }).toString();
  return {
    urls: names.map(urlOf),
    env: template.env,
    async stop() {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      for (const name of names) await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
