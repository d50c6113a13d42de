import type { z } from 'zod';
import type { OrderTab } from '@/lib/orders/constants';
import type { orderActions, orderDetail, orderRow } from './schema';

export type OrderRow = z.infer<typeof orderRow>;

/** What the signed-in user may do with this order, so the screen shows only working buttons. */
export type OrderActions = z.infer<typeof orderActions>;

export type OrderDetail = z.infer<typeof orderDetail>;

export type OrderCounts = Record<OrderTab, number>;
