/**
 * Which queue a transaction waits in for a slot: 'short' for work of a row or two that takes no lock a
 * long transaction may hold (a sign-in, a single timesheet's edit), 'general' for the rest (bulk actions,
 * jobs, anything unmarked).
 */
export type Lane = 'short' | 'general';

/**
 * A counting semaphore with two lanes: at most `capacity` holders at once, of which at most
 * `generalCapacity` general ones; the rest wait in arrival order within their lane.
 *
 * Used to bound how many connections transactions hold at once (lib/db/client.ts): a write that waits on
 * another's row locks keeps its connection the whole time, and with every connection held so, a cheap read
 * (a count, the version check of a cached page, a session lookup) would wait behind them. Plain statements
 * have connections of their own, and so do transactions: as many as there are slots, so a slot granted is a
 * connection at once.
 *
 * The lanes (issue 24 item 7): with one queue, a sign-in waited behind every bulk approval queued before it
 * (~3 s at 200 connections on PostgreSQL, 7 s at 1M rows) though it holds its slot ~0.1 s. General work can
 * hold at most `generalCapacity` slots, so `capacity - generalCapacity` are always left to short work, and
 * a freed slot goes to a waiting short transaction first (but one a short transaction frees goes to
 * general work that waits holding none). A short one therefore waits only while every slot is held, never
 * behind general work that queued for one. (Closed-loop load piles up wherever the slowest queue is: short
 * ones going first means general ones wait longer, so the short lane is for short work.)
 */
export class Slots {
  private held = 0;
  private heldGeneral = 0;
  private readonly waiting: Record<Lane, Array<() => void>> = { short: [], general: [] };

  constructor(
    readonly capacity: number,
    readonly generalCapacity = capacity,
  ) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error(`a semaphore needs at least one slot (got ${capacity})`);
    if (!Number.isInteger(generalCapacity) || generalCapacity < 1 || generalCapacity > capacity)
      throw new Error(`general work needs from one slot to all ${capacity} (got ${generalCapacity})`);
  }

  /** Holders now, and callers waiting for a slot. */
  get state(): { held: number; waiting: number } {
    return { held: this.held, waiting: this.waiting.short.length + this.waiting.general.length };
  }

  /** The same per lane. */
  get lanes(): Record<Lane, { held: number; waiting: number }> {
    return {
      short: { held: this.held - this.heldGeneral, waiting: this.waiting.short.length },
      general: { held: this.heldGeneral, waiting: this.waiting.general.length },
    };
  }

  private free(lane: Lane): boolean {
    return this.held < this.capacity && (lane === 'short' || this.heldGeneral < this.generalCapacity);
  }

  private take(lane: Lane): void {
    this.held++;
    if (lane === 'general') this.heldGeneral++;
  }

  /**
   * Hands freed slots to waiters: short ones first, then general ones while their share allows. But a slot
   * a short job frees goes to general work that waits holding none, so a stream of sign-ins never starves
   * it; with one slot (the embedded database) the two lanes then take turns.
   */
  private handOver(freed: Lane): void {
    if (freed === 'short' && this.waiting.general.length && this.heldGeneral === 0 && this.free('general')) {
      this.take('general');
      this.waiting.general.shift()!();
    }
    for (const lane of ['short', 'general'] as const)
      while (this.waiting[lane].length && this.free(lane)) {
        this.take(lane);
        this.waiting[lane].shift()!();
      }
  }

  /** Runs `fn` once a slot of `lane` is free; the slot is given back however `fn` ends. */
  async run<T>(fn: () => Promise<T>, lane: Lane = 'general'): Promise<T> {
    // Nobody overtakes a waiter of the same lane; a granted waiter is counted before it resumes.
    if (!this.waiting[lane].length && this.free(lane)) this.take(lane);
    else await new Promise<void>((resolve) => this.waiting[lane].push(resolve));
    try {
      return await fn();
    } finally {
      this.held--;
      if (lane === 'general') this.heldGeneral--;
      this.handOver(lane);
    }
  }
}

/**
 * Connections of DB_POOL_MAX = `poolMax` that transactions may hold together, in a pool of their own
 * (lib/db/client.ts): a quarter (rounded up) is kept for plain statements, so 10 → 7 and 3; a pool of one
 * or two (the embedded database) keeps none, as a transaction there must be able to run at all.
 */
export function transactionCapacity(poolMax: number): number {
  return splitsPool(poolMax) ? poolMax - Math.ceil(poolMax / 4) : poolMax;
}

/** Whether the connections split in two pools, transactions' and plain statements': from three on. */
export const splitsPool = (poolMax: number): boolean => poolMax > 2;

/**
 * Of those, what general transactions may hold: all but one, kept for short ones, so a pool of 10 → 7
 * slots, 6 general. Short ones also take any slot general work leaves and get each freed slot first.
 * (Letting short ones use connections beyond the three quarters, all but one of the pool, cost the mixed
 * load 10-20% of its requests a second in three paired runs: the reads lost their connections.) With one
 * slot (the embedded database's one connection) there is nothing to keep: both lanes share it.
 */
export function generalCapacity(poolMax: number): number {
  const capacity = transactionCapacity(poolMax);
  return capacity <= 1 ? capacity : capacity - 1;
}
