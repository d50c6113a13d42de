import { describe, expect, it } from 'vitest';
import { abilitiesOf, checkTransition, statusAfterReply, type Actor } from '@/lib/helpdesk/transitions';
import { TICKET_STATUSES, type TicketStatus } from '@/lib/helpdesk/types';

// The pure rule behind PATCH /helpdesk/tickets/{id}; tickets.test.ts checks the API applies it.
const ADMIN: Actor = { admin: true, creator: false };
const CREATOR: Actor = { admin: false, creator: true };
const OTHER: Actor = { admin: false, creator: false };

const verdicts = (actor: Actor) =>
  Object.fromEntries(
    TICKET_STATUSES.flatMap((from) =>
      TICKET_STATUSES.filter((to) => to !== from).map((to) => {
        const v = checkTransition(actor, from, to);
        return [`${from}>${to}`, v.ok ? 'ok' : v.status];
      }),
    ),
  );

describe('ticket transitions', () => {
  it('let admins make any change, except that a closed ticket only reopens', () => {
    expect(verdicts(ADMIN)).toEqual({
      'open>pending': 'ok',
      'open>resolved': 'ok',
      'open>closed': 'ok',
      'pending>open': 'ok',
      'pending>resolved': 'ok',
      'pending>closed': 'ok',
      'resolved>open': 'ok',
      'resolved>pending': 'ok',
      'resolved>closed': 'ok',
      'closed>open': 'ok',
      'closed>pending': 409,
      'closed>resolved': 409,
    });
  });

  it('let the creator only close or reopen', () => {
    expect(verdicts(CREATOR)).toEqual({
      'open>pending': 403,
      'open>resolved': 403,
      'open>closed': 'ok',
      'pending>open': 403,
      'pending>resolved': 403,
      'pending>closed': 'ok',
      'resolved>open': 'ok',
      'resolved>pending': 403,
      'resolved>closed': 'ok',
      'closed>open': 'ok',
      'closed>pending': 409,
      'closed>resolved': 409,
    });
  });

  it('let nobody else change anything, and treat the same status as a no-op', () => {
    expect(Object.values(verdicts(OTHER)).filter((v) => v === 'ok')).toEqual([]);
    for (const s of TICKET_STATUSES) expect(checkTransition(OTHER, s, s)).toEqual({ ok: true });
  });

  it('reopen a resolved or pending ticket when its creator replies, never when an admin does', () => {
    const after = (actor: Actor) => TICKET_STATUSES.map((s: TicketStatus) => statusAfterReply(actor, s));
    expect(after(CREATOR)).toEqual(['open', 'open', 'open', 'closed']);
    expect(after(ADMIN)).toEqual(['open', 'pending', 'resolved', 'closed']);
  });

  it('offer the screen exactly the allowed moves', () => {
    expect(abilitiesOf(CREATOR, 'resolved')).toEqual({ statuses: ['open', 'closed'], priority: false, reply: true });
    expect(abilitiesOf(ADMIN, 'closed')).toEqual({ statuses: ['open'], priority: false, reply: false });
    expect(abilitiesOf(ADMIN, 'open')).toEqual({ statuses: ['pending', 'resolved', 'closed'], priority: true, reply: true });
  });
});
