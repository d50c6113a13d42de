import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { contactLocations, tenants } from '@/lib/db/schema';
import { liveBoardEvents } from './event-stream';
import { streamSlots } from './stream-slots';

export type StreamMemory = {
  streams: number;
  /** JS heap plus buffers outside it (external), per open stream, in bytes. */
  heapPerStream: number;
  /** Resident set growth per open stream, in bytes (noisier: the allocator keeps pages it got). */
  rssPerStream: number;
  /** Streams still holding a slot after all were cancelled: 0, or the bench fails. */
  leftOpen: number;
  gcExposed: boolean;
};

const settle = async () => {
  const gc = (globalThis as { gc?: () => void }).gc;
  for (let i = 0; i < 3; i++) {
    gc?.();
    await new Promise((r) => setTimeout(r, 50));
  }
};
const used = () => {
  const m = process.memoryUsage();
  return { heap: m.heapUsed + m.external, rss: m.rss };
};

/**
 * Memory per open who's-working event stream (issue 24 item 5), in process: `count` streams of the tenant,
 * half of them a contact's (watching her locations), each read up to its opening and left open through a
 * few watcher ticks, measured with process.memoryUsage() before and after (after a GC when node runs with
 * --expose-gc); then every stream is cancelled and the slots are counted back. What the HTTP server adds
 * per socket is on top (the bench's live-board run measures the server's RSS with BENCH_BOARDS open).
 */
export async function measureStreamMemory(db: DbOrTx, tenantSlug: string, count: number): Promise<StreamMemory> {
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, tenantSlug)).limit(1);
  if (!tenant) throw new Error(`no tenant ${tenantSlug}`);
  const [one] = await db
    .select({ id: contactLocations.locationId })
    .from(contactLocations)
    .where(eq(contactLocations.tenantId, tenant.id))
    .limit(1);
  const contactScope = one ? [one.id] : [];
  const slots = streamSlots({ perSession: count, perUser: count, instance: count });
  // One stream first: the watcher's timer, the prepared statements and the module state are not per stream.
  const warm = liveBoardEvents({ tenantId: tenant.id, locationIds: null }, { signal: new AbortController().signal });
  const warmReader = warm.body!.getReader();
  await warmReader.read();
  await settle();
  const before = used();
  const readers: ReadableStreamDefaultReader<Uint8Array>[] = [];
  for (let i = 0; i < count; i++) {
    const slot = slots.take({ sessionId: `bench-${i}`, userId: `bench-${i % 50}` });
    if (!slot.ok) throw new Error(`slot ${i} refused: ${slot.refusal.cap}`);
    const scope = { tenantId: tenant.id, locationIds: i % 2 ? contactScope : null };
    const reader = liveBoardEvents(scope, { signal: new AbortController().signal, release: slot.release }).body!.getReader();
    await reader.read();
    readers.push(reader);
  }
  // A few watcher ticks with everyone open (the digests of the contacts' locations are read too).
  await new Promise((r) => setTimeout(r, 1000));
  await settle();
  const after = used();
  await Promise.all([...readers, warmReader].map((r) => r.cancel()));
  return {
    streams: count,
    heapPerStream: Math.round((after.heap - before.heap) / count),
    rssPerStream: Math.round((after.rss - before.rss) / count),
    leftOpen: slots.open(),
    gcExposed: typeof (globalThis as { gc?: unknown }).gc === 'function',
  };
}
