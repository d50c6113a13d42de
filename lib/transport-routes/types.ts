import type { z } from 'zod';
import type { routeDetail, routeRow, routeStop } from './schema';

/** The list's active filter; here rather than in schema.ts so the list screen does not load zod. */
export const ROUTE_ACTIVE_FILTERS = ['all', 'active', 'inactive'] as const;

/** A transport route as the list shows it. */
export type RouteRow = z.infer<typeof routeRow>;

export type RouteStop = z.infer<typeof routeStop>;

export type RouteDetail = z.infer<typeof routeDetail>;
