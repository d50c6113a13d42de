// What checking a session against the database on every request costs (issue 24 item 3), on whatever
// DATABASE_URL names (run it through scripts/with-db.mjs for the embedded server, or with a PostgreSQL
// URL). It times lib/auth/guard.ts's lookupSession as requests meet it: the token check, the per-request
// probe (session row live, user active, her auth_version) and the session kept in memory at that version;
// and the same with the memory emptied before each lookup, which is what every request would pay with no
// cache between requests (probe + the five-table read). Sequential and 32 at a time. One JSON line.
//   SESSION_SECRET=... node scripts/with-db.mjs --fresh --workers 1 tsx --tsconfig scripts/tsconfig.bench.json scripts/bench-session-lookup.ts
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { lookupSession } from '../lib/auth/guard';
import { roleFromId } from '../lib/auth/roles';
import { signSession, SESSION_TTL_SECONDS } from '../lib/auth/session-token';
import { closeDb, db } from '../lib/db/client';
import { sessions, tenants, users } from '../lib/db/schema';
import { env } from '../lib/env';

const RUNS = Number(process.env.LOOKUPS ?? 1000);
const CONCURRENCY = 32;

async function aSession(): Promise<{ token: string; sessionId: string }> {
  const [user] = await db()
    .select({ id: users.id, tenantId: users.tenantId, roleId: users.roleId, slug: tenants.slug })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(users.active, true))
    .limit(1);
  if (!user) throw new Error('no active user: migrate and seed the database first');
  const sessionId = randomUUID();
  await db()
    .insert(sessions)
    .values({ id: sessionId, tenantId: user.tenantId, userId: user.id, expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000) });
  const token = await signSession(
    { sessionId, userId: user.id, tenantId: user.tenantId, tenantSlug: user.slug, role: roleFromId(user.roleId) },
    env().SESSION_SECRET,
  );
  return { token, sessionId };
}

const round = (n: number) => Math.round(n * 1000) / 1000;

async function sequential(fn: () => Promise<unknown>) {
  for (let i = 0; i < 50; i++) await fn();
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  const at = (q: number) => round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
  return { ms_each: round(total / RUNS), p50: at(0.5), p99: at(0.99) };
}

async function concurrent(fn: () => Promise<unknown>) {
  let left = RUNS;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (left-- > 0) await fn();
    }),
  );
  return { per_second: Math.round(RUNS / ((performance.now() - started) / 1000)) };
}

async function main() {
  const { token, sessionId } = await aSession();
  const lookup = async () => {
    if (!(await lookupSession(token)).ok) throw new Error('the bench session was refused');
  };
  // What every request paid if nothing were kept between requests: the cache emptied before each lookup.
  const coldLookup = async () => {
    (globalThis as typeof globalThis & { __portalSessions?: Map<string, unknown> }).__portalSessions?.clear();
    await lookup();
  };
  const result = {
    // BENCH_DB names the engine in the output (embedded or postgresql): the URL alone does not tell.
    database: process.env.BENCH_DB ?? 'unnamed',
    runs: RUNS,
    probe_and_cached_session: { ...(await sequential(lookup)), [`concurrent_${CONCURRENCY}`]: await concurrent(lookup) },
    probe_and_full_read: { ...(await sequential(coldLookup)), [`concurrent_${CONCURRENCY}`]: await concurrent(coldLookup) },
  };
  await db().delete(sessions).where(eq(sessions.id, sessionId));
  console.log(JSON.stringify(result));
  await closeDb();
}

void main();
