import { moveItem } from '@/lib/statuses/reorder';
import type { RouteInput } from '@/lib/transport-routes/schema';
import type { RouteDetail } from '@/lib/transport-routes/types';

/** A stop as the editor holds it; `key` keeps React rows (and focus) attached to a stop while it moves. */
export type DraftStop = {
  key: string;
  location_id: string | null;
  location_name: string | null;
  company_name: string | null;
  label: string;
  arrives_at: string;
};
export type Draft = { name: string; driver: string; vehicle: string; notes: string; active: boolean; stops: DraftStop[] };
export type TextField = 'name' | 'driver' | 'vehicle' | 'notes';

let counter = 0;
export const newKey = () => `stop-${++counter}`;

export function draftOf(route?: RouteDetail): Draft {
  return {
    name: route?.name ?? '',
    driver: route?.driver ?? '',
    vehicle: route?.vehicle ?? '',
    notes: route?.notes ?? '',
    active: route?.active ?? true,
    stops: (route?.stops ?? []).map((s) => ({
      key: newKey(),
      location_id: s.location_id,
      location_name: s.location_name,
      company_name: s.company_name,
      // A label equal to the location's name is the default the server filled in: show it as the placeholder instead.
      label: s.location_id && s.label === s.location_name ? '' : s.label,
      arrives_at: s.arrives_at ?? '',
    })),
  };
}

/** The API body: blank text becomes null, so the server's defaults (a location stop's name) apply. */
export function inputOf(d: Draft): RouteInput {
  const blank = (v: string) => (v.trim() === '' ? null : v);
  return {
    name: d.name,
    driver: blank(d.driver),
    vehicle: blank(d.vehicle),
    notes: blank(d.notes),
    active: d.active,
    stops: d.stops.map((s) => ({ location_id: s.location_id, label: blank(s.label), arrives_at: blank(s.arrives_at) })),
  };
}

/** What the stop is called on the diagram: its own label, else its location's name. */
export const stopTitle = (s: DraftStop) => s.label.trim() || s.location_name || '';

export type DraftAction =
  | { type: 'field'; field: TextField; value: string }
  | { type: 'active'; value: boolean }
  | { type: 'add'; stop: Omit<DraftStop, 'key'> }
  | { type: 'stop'; key: string; patch: Partial<Pick<DraftStop, 'label' | 'arrives_at'>> }
  | { type: 'move'; from: number; to: number }
  | { type: 'remove'; key: string }
  | { type: 'reset'; draft: Draft };

export function draftReducer(d: Draft, a: DraftAction): Draft {
  switch (a.type) {
    case 'field':
      return { ...d, [a.field]: a.value };
    case 'active':
      return { ...d, active: a.value };
    case 'add':
      return { ...d, stops: [...d.stops, { ...a.stop, key: newKey() }] };
    case 'stop':
      return { ...d, stops: d.stops.map((s) => (s.key === a.key ? { ...s, ...a.patch } : s)) };
    case 'move':
      return { ...d, stops: moveItem(d.stops, a.from, a.to) };
    case 'remove':
      return { ...d, stops: d.stops.filter((s) => s.key !== a.key) };
    case 'reset':
      return a.draft;
  }
}
