import type { Audience, AudienceType, Named } from '@/lib/push-notifications/types';
import { MAX_SCHEDULE_MS } from '@/lib/push-notifications/types';

export type PickType = Exclude<AudienceType, 'all' | 'candidates'>;

/**
 * The compose panel's draft. Each audience type keeps its own picks, so switching the type back and
 * forth does not lose a selection; candidates keep their names for the chips.
 */
export type Draft = {
  title: string;
  body: string;
  type: AudienceType;
  picks: Record<PickType, string[]>;
  people: Named[];
  when: 'now' | 'later';
  /** datetime-local value (the browser's zone), '' until chosen. */
  sendAt: string;
};

export const EMPTY_DRAFT: Draft = {
  title: '',
  body: '',
  type: 'all',
  picks: { locations: [], positions: [], statuses: [] },
  people: [],
  when: 'now',
  sendAt: '',
};

export function audienceOf(d: Pick<Draft, 'type' | 'picks' | 'people'>): Audience {
  if (d.type === 'all') return { type: 'all', ids: [] };
  if (d.type === 'candidates') return { type: 'candidates', ids: d.people.map((p) => p._id) };
  return { type: d.type, ids: d.picks[d.type] };
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A date as a datetime-local value in the browser's zone. */
export const toLocalInput = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** The chosen send time as ISO, or null when it is missing, past or more than a year away. */
export function sendAtIso(value: string, now = Date.now()): string | null {
  const at = value ? new Date(value).getTime() : Number.NaN;
  if (!Number.isFinite(at) || at <= now || at > now + MAX_SCHEDULE_MS) return null;
  return new Date(at).toISOString();
}

export type DraftErrors = Partial<Record<'title' | 'body' | 'audience' | 'sendAt', true>>;

/** What blocks sending, checked in the browser before the server checks it again. */
export function draftErrors(d: Draft, now = Date.now()): DraftErrors {
  const errors: DraftErrors = {};
  if (!d.title.trim()) errors.title = true;
  if (!d.body.trim()) errors.body = true;
  if (audienceOf(d).ids.length === 0 && d.type !== 'all') errors.audience = true;
  if (d.when === 'later' && !sendAtIso(d.sendAt, now)) errors.sendAt = true;
  return errors;
}
