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
