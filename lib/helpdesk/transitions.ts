import { TICKET_STATUSES, type TicketStatus } from './types';
import type { TicketAbilities } from './schema';
import { say, type ErrorText } from '@/lib/errors';

/**
 * Who may move a ticket where (pure, so the API, the screen and unit tests share one rule):
 * - a closed ticket can only be reopened (to open), by anyone who may act on it (409 otherwise);
 * - admins (super/company admin) work the queue and may make any other change;
 * - the person who raised the ticket may only close it or reopen it (resolved/closed → open) (403).
 * The same status again is a no-op, so a double click does not answer an error.
 */
export type Actor = { admin: boolean; creator: boolean };
export type Verdict = { ok: true } | { ok: false; status: 403 | 409; text: ErrorText };

const OK: Verdict = { ok: true };
const REOPENABLE: readonly TicketStatus[] = ['resolved', 'closed'];

export function checkTransition(actor: Actor, from: TicketStatus, to: TicketStatus): Verdict {
  if (from === to) return OK;
  if (from === 'closed' && to !== 'open') return { ok: false, status: 409, text: say('helpdesk.closedReopenOnly') };
  if (actor.admin) return OK;
  if (!actor.creator) return { ok: false, status: 403, text: say('helpdesk.adminOrCreator') };
  if (to === 'closed' || (to === 'open' && REOPENABLE.includes(from))) return OK;
  return { ok: false, status: 403, text: say('helpdesk.adminOnlyStatus', { status: to }) };
}

/** Priority is triage: the admins' call. */
export const mayChangePriority = (actor: Actor) => actor.admin;

/**
 * A reply from the person who raised the ticket puts a resolved (or waiting-on-them pending) ticket back
 * in the queue; a closed ticket takes no replies until it is reopened.
 */
export function statusAfterReply(actor: Actor, status: TicketStatus): TicketStatus {
  return actor.creator && (status === 'resolved' || status === 'pending') ? 'open' : status;
}

export const mayReply = (status: TicketStatus) => status !== 'closed';

export function abilitiesOf(actor: Actor, status: TicketStatus): TicketAbilities {
  return {
    statuses: TICKET_STATUSES.filter((to) => to !== status && checkTransition(actor, status, to).ok),
    priority: mayChangePriority(actor) && status !== 'closed',
    reply: mayReply(status),
  };
}
