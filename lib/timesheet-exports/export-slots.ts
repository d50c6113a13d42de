/**
 * One timesheet export at a time per tenant on an instance (issue 24 item 7: heavy endpoints get a
 * per-tenant concurrency of 1). An export reads its rows a page at a time as the file is downloaded; ten
 * exports of one tenant at once would take ten times the database's time while everyone else waits for it,
 * and on the embedded database there is one connection per process. A second export of the tenant is
 * refused with 429 and Retry-After until the first has been read to its end or dropped.
 */

/** An export whose reader has not asked for more for this long is taken as abandoned: its slot is free again. */
export const IDLE_EXPORT_MS = 60_000;
/** Seconds a refused export is told to wait before it tries again. */
export const EXPORT_RETRY_AFTER_S = 10;

type Held = { token: symbol; lastRead: number };

export class ExportSlots {
  private readonly held = new Map<string, Held>();

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * The tenant's slot, or null while another export of the tenant is being read. `touch` marks the export
   * as still read (each chunk pulled); `release` frees the slot, once, whatever way the export ended.
   */
  take(tenantId: string): { touch: () => void; release: () => void } | null {
    const current = this.held.get(tenantId);
    if (current && this.now() - current.lastRead < IDLE_EXPORT_MS) return null;
    const mine: Held = { token: Symbol(tenantId), lastRead: this.now() };
    this.held.set(tenantId, mine);
    return {
      touch: () => {
        mine.lastRead = this.now();
      },
      // A slot taken over after its export idled past IDLE_EXPORT_MS is no longer this one's to free.
      release: () => {
        if (this.held.get(tenantId)?.token === mine.token) this.held.delete(tenantId);
      },
    };
  }

  /** How many tenants have an export being read now (for tests). */
  get size(): number {
    return this.held.size;
  }
}

// One set per process, kept on globalThis: Next bundles the route's modules into more than one layer.
const holder = globalThis as typeof globalThis & { __exportSlots?: ExportSlots };
export const exportSlots = (): ExportSlots => (holder.__exportSlots ??= new ExportSlots());

/**
 * `body` passed through as it is read: each pull marks the slot as in use, and the end of the file, an
 * error or the reader going away frees it.
 */
export function heldWhileRead(
  body: ReadableStream<Uint8Array>,
  slot: { touch: () => void; release: () => void },
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        slot.touch();
        try {
          const next = await reader.read();
          if (next.done) {
            slot.release();
            controller.close();
          } else controller.enqueue(next.value);
        } catch (err) {
          slot.release();
          controller.error(err);
        }
      },
      async cancel(reason) {
        slot.release();
        await reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}
