import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedDbProcess } from './embedded-db.mjs';

/**
 * Runs statements one after another on the server DATABASE_URL names (creating and dropping databases: one
 * at a time, as PostgreSQL refuses a second copy of a template while the first is being made).
 */
async function onServer(statements) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The address of another database on the server of `url`. */
const databaseUrl = (url, name) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();

/**
 * A database for one test phase: a new in-memory embedded server, or (with DATABASE_URL set and
 * `throwaway`) a new database on that server, dropped when the phase ends.
 */
export async function freshDatabase(throwaway = true) {
  const base = process.env.DATABASE_URL;
  if (!base) return startEmbeddedDbProcess();
  if (!throwaway) return { url: base, env: {}, stop: async () => {} };
  const name = `portal_test_${process.pid}_${Date.now().toString(36)}`;
  await onServer([`create database ${name}`]);
  return { url: databaseUrl(base, name), env: {}, stop: () => onServer([`drop database if exists ${name} with (force)`]) };
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
  await onServer(names.map((name) => `create database ${name} template ${base}`));
  return {
    urls: names.map((name) => databaseUrl(template.url, name)),
    env: template.env,
    stop: () => onServer(names.map((name) => `drop database if exists ${name} with (force)`)),
  };
}
