import { api } from './api';

/**
 * On-demand service keys carry a prefix so they never collide with main-service paths in the SWR cache;
 * `getOnDemand` strips it and calls the service. Shared by the companies and contacts screens.
 */
const OD = 'on-demand:';
export const odKey = (path: string) => `${OD}${path}`;
export const getOnDemand = <T>(key: string) => api.get<T>('onDemand', key.slice(OD.length));

export type ListBody<T> = {
  data: T[];
  meta: { totalItems?: number; total?: number; page?: number; per_page?: number; industries?: string[] };
};
export type OneBody<T> = { data: T; message?: string };
