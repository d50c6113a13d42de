import { z } from 'zod';
import { routeInput, type RouteInput } from '@/lib/transport-routes/schema';
import type { RouteDetail } from '@/lib/transport-routes/schema';

/** A stop as the form holds it: the inputs' text, and the location it stands for (shown, never typed). */
const stopTexts = z.object({
  location_id: z.string().nullable(),
  location_name: z.string().nullable(),
  company_name: z.string().nullable(),
  label: z.string(),
  arrives_at: z.string(),
});
const routeTexts = z.object({
  name: z.string(),
  driver: z.string(),
  vehicle: z.string(),
  notes: z.string(),
  active: z.boolean(),
  stops: z.array(stopTexts),
});
export type StopTexts = z.infer<typeof stopTexts>;
export type RouteTexts = z.infer<typeof routeTexts>;

const blank = (v: string) => (v.trim() === '' ? null : v);

/** The API body: blank text becomes null, so the server's defaults (a location stop's name) apply. */
const inputOf = (d: RouteTexts): RouteInput => ({
  name: d.name,
  driver: blank(d.driver),
  vehicle: blank(d.vehicle),
  notes: blank(d.notes),
  active: d.active,
  stops: d.stops.map((s) => ({ location_id: s.location_id, label: blank(s.label), arrives_at: blank(s.arrives_at) })),
});

/**
 * The form's schema: its texts turned into the API body, then checked by the very schema POST and PUT /routes
 * parse (DESIGN §3.6): a name, 1 to MAX_STOPS stops in their order, times as HH:mm, a pick-up point named.
 * Its refusals keep the API's paths (stops.2.arrives_at), so client and server errors mark the same inputs.
 */
export const routeFormSchema = routeTexts.transform(inputOf).pipe(routeInput);

export function textsOf(route?: RouteDetail): RouteTexts {
  return {
    name: route?.name ?? '',
    driver: route?.driver ?? '',
    vehicle: route?.vehicle ?? '',
    notes: route?.notes ?? '',
    active: route?.active ?? true,
    stops: (route?.stops ?? []).map((s) => ({
      location_id: s.location_id,
      location_name: s.location_name,
      company_name: s.company_name,
      // A label equal to the location's name is the default the server filled in: show it as the placeholder instead.
      label: s.location_id && s.label === s.location_name ? '' : s.label,
      arrives_at: s.arrives_at ?? '',
    })),
  };
}
