import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { streamSlots, type StreamSlot } from '@/lib/live/stream-slots';

// Issue 24 item 5: one session held 20,400 event streams. A few per session and user, a ceiling per process.
const ann = { sessionId: 's-ann', userId: 'u-ann' };

describe('stream slots', () => {
  it('refuses the sixth stream of a user with 429, and takes one again after two are given back', () => {
    const slots = streamSlots({ perSession: 5, perUser: 5, instance: 100 });
    const held = Array.from({ length: 5 }, () => slots.take(ann));
    expect(held.every((s) => s.ok)).toBe(true);
    expect(slots.take(ann)).toEqual({ ok: false, refusal: { status: 429, cap: 'session' } });
    // Another session of the same user is refused by the user's cap.
    expect(slots.take({ sessionId: 's-ann-2', userId: 'u-ann' })).toEqual({ ok: false, refusal: { status: 429, cap: 'user' } });
    for (const s of held.slice(0, 2)) if (s.ok) s.release();
    expect(slots.take(ann).ok).toBe(true);
    expect(slots.take(ann).ok).toBe(true);
    expect(slots.take(ann).ok).toBe(false);
    expect(slots.open()).toBe(5);
  });

  it('refuses with 503 when the process is full, whoever asks', () => {
    const slots = streamSlots({ perSession: 5, perUser: 5, instance: 3 });
    for (const n of [1, 2, 3]) expect(slots.take({ sessionId: `s${n}`, userId: `u${n}` }).ok).toBe(true);
    expect(slots.take({ sessionId: 's4', userId: 'u4' })).toEqual({ ok: false, refusal: { status: 503, cap: 'instance' } });
  });

  it('a slot given back twice counts once', () => {
    const slots = streamSlots({ perSession: 1, perUser: 1, instance: 1 });
    const a = slots.take(ann);
    const b = slots.take({ sessionId: 's-bob', userId: 'u-bob' });
    expect(b.ok).toBe(false);
    if (a.ok) {
      a.release();
      a.release();
    }
    expect(slots.open()).toBe(0);
    expect(slots.take({ sessionId: 's-bob', userId: 'u-bob' }).ok).toBe(true);
    expect(slots.take(ann).ok).toBe(false);
  });

  it('never holds more than its caps, and comes back to nothing once every stream has ended', () => {
    const owner = fc.record({ sessionId: fc.constantFrom('s1', 's2', 's3', 's4'), userId: fc.constantFrom('u1', 'u2') });
    const step = fc.oneof(
      owner.map((o) => ({ kind: 'take' as const, o })),
      fc.nat(50).map((i) => ({ kind: 'release' as const, i })),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 12 }),
        fc.array(step),
        (perSession, perUser, instance, steps) => {
          const slots = streamSlots({ perSession, perUser, instance });
          const held: { slot: StreamSlot; o: { sessionId: string; userId: string } }[] = [];
          for (const s of steps) {
            if (s.kind === 'take') {
              const slot = slots.take(s.o);
              if (slot.ok) held.push({ slot, o: s.o });
            } else if (held.length) {
              const gone = held.splice(s.i % held.length, 1)[0]!;
              if (gone.slot.ok) gone.slot.release();
            }
            expect(slots.open()).toBe(held.length);
            expect(slots.open()).toBeLessThanOrEqual(instance);
            for (const { o } of held) {
              const { session, user } = slots.heldBy(o);
              expect(session).toBe(held.filter((h) => h.o.sessionId === o.sessionId).length);
              expect(session).toBeLessThanOrEqual(perSession);
              expect(user).toBeLessThanOrEqual(perUser);
            }
          }
          for (const { slot } of held) if (slot.ok) slot.release();
          expect(slots.open()).toBe(0);
          expect(slots.heldBy({ sessionId: 's1', userId: 'u1' })).toEqual({ session: 0, user: 0 });
        },
      ),
    );
  });
});
