import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { databaseUrl, env } from '@/lib/env';
import * as schema from './schema';
import { timeStatements, warnIfSlow, workName } from './slow-work';
import { generalCapacity, Slots, splitsPool, transactionCapacity, type Lane } from './transaction-slots';
import { insideTransaction, withRetries } from './transaction-scope';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle or the pool-backed database: services accept either. */
export type DbOrTx = Db | Tx;
/** The handle a transaction callback gets. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// Dates stay 'yyyy-MM-dd' strings rather than shifting through the server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

type Holder = {
  pool?: pg.Pool;
  transactionPool?: pg.Pool;
  db?: Db;
  slots?: Slots;
  inLane?: <T>(lane: Lane, fn: (tx: Tx) => Promise<T>) => Promise<T>;
};
// One pool per process (two when it can be split), kept across hot reloads in development.
const holder = globalThis as typeof globalThis & { __portalDb?: Holder };
holder.__portalDb ??= {};

function newPool(max: number): pg.Pool {
  // The app's queries are short index lookups; PostgreSQL's JIT would spend ~100 ms compiling plans
  // whose estimated cost looks high on million-row tables, so it is off for our connections.
  const p = new pg.Pool({ connectionString: databaseUrl(), max, idleTimeoutMillis: 30_000, options: '-c jit=off' });
  p.on('error', () => {
    /* a dropped idle client is replaced on next checkout */
  });
  // A statement that holds the connection for a second or more is logged with what ran it (slow-work.ts).
  p.on('connect', timeStatements);
  return p;
}

/**
 * The pool of plain statements (and of the job queue). Of DB_POOL_MAX connections it holds those
 * transactions do not (lib/db/transaction-slots.ts: 3 of 10); a pool of one or two is not split, and
 * transactions share it. Three is enough, and more is worse: given ten of their own beside the
 * transactions' seven, reads kept PostgreSQL's two cores busy with ten queries at once, every write
 * statement slowed, and the mixed load fell back to 75 req/s with approvals at p50 13.6 s. Reads wait
 * in this pool's queue, where waiting costs nothing.
 */
export function pool(): pg.Pool {
  const h = holder.__portalDb!;
  const max = env().DB_POOL_MAX;
  h.pool ??= newPool(splitsPool(max) ? max - transactionCapacity(max) : max);
  return h.pool;
}

/**
 * Transactions' own connections, as many as they may hold at once (transactionCapacity): a transaction
 * given a slot starts at once. Sharing one pool, it waited for a connection behind every plain statement
 * queued before it, holding its slot the while (issue 24: at 200 connections approvals waited ~12 s,
 * ~40% of each slot's time spent in the pool's queue).
 */
function transactionPool(): pg.Pool {
  const h = holder.__portalDb!;
  const max = env().DB_POOL_MAX;
  if (!splitsPool(max)) return pool();
  h.transactionPool ??= newPool(transactionCapacity(max));
  return h.transactionPool;
}

/**
 * The pool-backed database. Inside a transaction callback use its `tx`: a second connection from
 * db() there would not see the transaction's rows, and on the embedded database (one connection per
 * process) it would wait forever for the connection the transaction holds. That mistake throws at once.
 */
export function db(): Db {
  if (insideTransaction()) throw new Error('db() called inside a transaction: use the transaction handle (tx) instead');
  const h = holder.__portalDb!;
  h.db ??= guardTransactions(drizzle(pool(), { schema }));
  return h.db;
}

/**
 * Every transaction of the app: its callback runs marked as inside a transaction (so db() refuses to be
 * called there, and effects can wait for the commit: lib/db/transaction-scope.ts), and an attempt that
 * loses a race to a deadlock or serialization failure is re-run a few times before the error escapes.
 * An attempt that holds its connection (from its first statement to its commit or rollback) a second or
 * more is logged with the name of the work that ran it (lib/db/slow-work.ts). db().transaction runs in the
 * general lane of the transaction slots; shortTransaction in the short one.
 */
function guardTransactions(d: Db): Db {
  // Transactions together hold at most three quarters of the pool, general ones (bulk actions, jobs, anything
  // unmarked) one slot fewer, and short ones get each freed slot first (lib/db/transaction-slots.ts): writes
  // queued on one another's row locks keep their connections, cheap reads must still find one, a sign-in a slot.
  const poolMax = env().DB_POOL_MAX;
  const slots = (holder.__portalDb!.slots ??= new Slots(transactionCapacity(poolMax), generalCapacity(poolMax)));
  const transactional = splitsPool(poolMax) ? drizzle(transactionPool(), { schema }) : d;
  const transaction = transactional.transaction.bind(transactional);
  const inLane = <T>(lane: Lane, fn: (tx: Tx) => Promise<T>, config?: Parameters<Db['transaction']>[1]): Promise<T> =>
    slots.run(
      () =>
        withRetries((inScope) => {
          const name = workName();
          let heldFrom: number | null = null;
          return transaction((tx) => {
            heldFrom = performance.now();
            return inScope(() => fn(tx));
          }, config).finally(() => {
            if (heldFrom !== null) warnIfSlow('transaction', heldFrom, name);
          });
        }),
      lane,
    );
  holder.__portalDb!.inLane = inLane;
  d.transaction = ((fn, config) => inLane('general', fn, config)) as Db['transaction'];
  return d;
}

/**
 * A transaction in the short lane of the transaction slots (lib/db/transaction-slots.ts): for work on a
 * row or two, a sign-in or a single timesheet's edit. It never queues behind general transactions waiting
 * for a slot, so use it only for work that is short: a bulk action here would take the slots kept for
 * sign-ins. Otherwise it is db().transaction.
 */
export function shortTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  db();
  return holder.__portalDb!.inLane!('short', fn);
}

export async function closeDb(): Promise<void> {
  const h = holder.__portalDb!;
  await Promise.all([h.pool?.end(), h.transactionPool?.end()]);
  h.pool = undefined;
  h.transactionPool = undefined;
  h.db = undefined;
}
