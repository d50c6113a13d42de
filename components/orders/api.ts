import type { ScopedMutator } from 'swr';
import { PLACEMENTS_PATH } from '@/components/placements/api';

/** API paths of the orders module (main service); SWR keys are these paths plus their query. */
export const ORDERS_PATH = 'orders';
export const REQUESTS_PATH = 'placement-requests';
export const orderPath = (id: string) => `${ORDERS_PATH}/${encodeURIComponent(id)}`;

/** After any order change: orders (lists, counts, details) and placements, which fills create. */
export const revalidateOrders = (mutate: ScopedMutator) =>
  mutate((key) => typeof key === 'string' && (key.startsWith(ORDERS_PATH) || key.startsWith(PLACEMENTS_PATH)));
