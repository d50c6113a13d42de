/**
 * How many who's-working event streams may be open at once (issue 24 item 5): a few per session and per
 * user (a person with a board open in several tabs), and a ceiling for the whole process. Without them one
 * session held 20,400 streams and 1.3 GB of server memory. A slot is taken before a stream opens and given
 * back exactly once when it ends, however it ends (the browser leaves, the stream's lifetime runs out, a
 * write fails): `release` is idempotent, so the counts can never drift below what is really open.
 *
 * No server-only import: the bench and unit tests use it as it is.
 */
export type StreamLimits = { perSession: number; perUser: number; instance: number };
type StreamOwner = { sessionId: string; userId: string };
/** Which cap refused: the person's own (429, she may close a tab) or the server's (503, try later). */
export type StreamRefusal = { status: 429; cap: 'session' | 'user' } | { status: 503; cap: 'instance' };
export type StreamSlot = { ok: true; release: () => void } | { ok: false; refusal: StreamRefusal };

export type StreamSlots = {
  readonly limits: StreamLimits;
  take(owner: StreamOwner): StreamSlot;
  /** Streams open now: in the process, and of one session and one user. */
  open(): number;
  heldBy(owner: StreamOwner): { session: number; user: number };
};

function bump(counts: Map<string, number>, key: string, by: 1 | -1) {
  const next = (counts.get(key) ?? 0) + by;
  // An entry at 0 is dropped: a process serving many people over days keeps no trace of the ones gone.
  if (next <= 0) counts.delete(key);
  else counts.set(key, next);
}

export function streamSlots(limits: StreamLimits): StreamSlots {
  const bySession = new Map<string, number>();
  const byUser = new Map<string, number>();
  let open = 0;
  return {
    limits,
    take(owner) {
      if ((bySession.get(owner.sessionId) ?? 0) >= limits.perSession) return { ok: false, refusal: { status: 429, cap: 'session' } };
      if ((byUser.get(owner.userId) ?? 0) >= limits.perUser) return { ok: false, refusal: { status: 429, cap: 'user' } };
      if (open >= limits.instance) return { ok: false, refusal: { status: 503, cap: 'instance' } };
      bump(bySession, owner.sessionId, 1);
      bump(byUser, owner.userId, 1);
      open += 1;
      let held = true;
      return {
        ok: true,
        release: () => {
          if (!held) return;
          held = false;
          bump(bySession, owner.sessionId, -1);
          bump(byUser, owner.userId, -1);
          open -= 1;
        },
      };
    },
    open: () => open,
    heldBy: (owner) => ({ session: bySession.get(owner.sessionId) ?? 0, user: byUser.get(owner.userId) ?? 0 }),
  };
}
