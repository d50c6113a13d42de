import { describe, expect, it } from 'vitest';
import { ExportSlots, heldWhileRead, IDLE_EXPORT_MS } from '@/lib/timesheet-exports/export-slots';

const bytes = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
      controller.close();
    },
  });

describe('ExportSlots: one export per tenant at a time', () => {
  it('refuses a second export of the tenant, not of another tenant, until the first is released', () => {
    const slots = new ExportSlots();
    const first = slots.take('t1');
    expect(first).not.toBeNull();
    expect(slots.take('t1')).toBeNull();
    expect(slots.take('t2')).not.toBeNull();
    first!.release();
    expect(slots.take('t1')).not.toBeNull();
  });

  it('frees the slot of an export left unread past IDLE_EXPORT_MS, and the late release does not free its successor', () => {
    let now = 0;
    const slots = new ExportSlots(() => now);
    const idle = slots.take('t1')!;
    now = IDLE_EXPORT_MS - 1;
    expect(slots.take('t1')).toBeNull();
    idle.touch();
    now += IDLE_EXPORT_MS - 1;
    expect(slots.take('t1')).toBeNull();
    now += IDLE_EXPORT_MS;
    const next = slots.take('t1');
    expect(next).not.toBeNull();
    idle.release();
    expect(slots.take('t1')).toBeNull();
    next!.release();
    expect(slots.size).toBe(0);
  });
});

describe('heldWhileRead', () => {
  it('passes the body through and frees the slot at its end', async () => {
    const slots = new ExportSlots();
    const body = heldWhileRead(bytes('a,b\r\n', '1,2\r\n'), slots.take('t1')!);
    expect(slots.size).toBe(1);
    expect(await new Response(body).text()).toBe('a,b\r\n1,2\r\n');
    expect(slots.size).toBe(0);
  });

  it('frees the slot when the reader goes away', async () => {
    const slots = new ExportSlots();
    const body = heldWhileRead(bytes('a\r\n', 'b\r\n'), slots.take('t1')!);
    const reader = body.getReader();
    await reader.read();
    await reader.cancel();
    expect(slots.size).toBe(0);
  });

  it('frees the slot when the file fails', async () => {
    const slots = new ExportSlots();
    const failing = new ReadableStream<Uint8Array>({
      pull() {
        throw new Error('the database went away');
      },
    });
    const body = heldWhileRead(failing, slots.take('t1')!);
    await expect(new Response(body).text()).rejects.toThrow('the database went away');
    expect(slots.size).toBe(0);
  });
});
