import type { OrderTab } from '@/lib/orders/constants';

export type OrderCounts = Record<OrderTab, number>;
