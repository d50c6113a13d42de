/**
 * A counting semaphore: at most `capacity` holders at once, the rest wait in arrival order.
 *
 * Used to bound how many of the pool's connections transactions may hold at once (lib/db/client.ts): a
 * write that waits on another's row locks keeps its connection the whole time, and with every connection
 * held so, a cheap read (a count, the version check of a cached page, a session lookup) would queue in the
 * pool behind them. Keeping a few connections for plain statements lets reads pass writes that wait.
 */
export class Slots {
  private held = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error(`a semaphore needs at least one slot (got ${capacity})`);
  }

  /** Holders now, and callers waiting for a slot. */
  get state(): { held: number; waiting: number } {
    return { held: this.held, waiting: this.waiting.length };
  }

  /** Runs `fn` once a slot is free; the slot is given back however `fn` ends. */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.held < this.capacity) this.held++;
    // A releasing holder hands its slot straight to the first waiter (held stays counted).
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await fn();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.held--;
    }
  }
}

/**
 * Connections of a pool of `poolMax` that transactions may hold together: a quarter (rounded up) is kept
 * for plain statements, so 10 → 7; a pool of one or two (the embedded database) keeps none, as a
 * transaction there must be able to run at all.
 */
export function transactionCapacity(poolMax: number): number {
  return poolMax <= 2 ? poolMax : poolMax - Math.ceil(poolMax / 4);
}
