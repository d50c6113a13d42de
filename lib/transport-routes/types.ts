/** The list's active filter; here rather than in schema.ts so the list screen does not load zod. */
export const ROUTE_ACTIVE_FILTERS = ['all', 'active', 'inactive'] as const;
export type RouteActiveFilter = (typeof ROUTE_ACTIVE_FILTERS)[number];

/** A transport route as the list shows it. */
export type RouteRow = {
  _id: string;
  name: string;
  driver: string | null;
  vehicle: string | null;
  notes: string | null;
  active: boolean;
  stop_count: number;
  /** Labels of the first and last stops, for the list's "from → to". */
  first_stop: string | null;
  last_stop: string | null;
  created_at: string;
  updated_at: string;
};

export type RouteStop = {
  _id: string;
  location_id: string | null;
  /** The location's name and company when the stop is a client location (null after it is deleted). */
  location_name: string | null;
  company_name: string | null;
  label: string;
  position: number;
  arrives_at: string | null;
};

export type RouteDetail = RouteRow & { stops: RouteStop[] };
