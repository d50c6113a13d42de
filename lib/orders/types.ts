import type { OrderStatus } from '@/lib/db/schema-recruiting';
import type { OrderTab } from '@/lib/orders/constants';
import type { PlacementRow } from '@/lib/placements/types';

export type OrderRow = {
  _id: string;
  company_id: string;
  company_name: string;
  location_id: string;
  location_name: string;
  position: string;
  headcount: number;
  /** Linked placements still active. */
  filled: number;
  start_date: string;
  end_date: string | null;
  bill_rate: number | null;
  notes: string | null;
  status: OrderStatus;
  created_by: string | null;
  created_by_name: string | null;
  created_at: string;
};

/** What the signed-in user may do with this order, so the screen shows only working buttons. */
export type OrderActions = { edit: boolean; cancel: boolean; fill: boolean; contactFieldsOnly: boolean };

export type OrderDetail = OrderRow & { placements: PlacementRow[]; allowed: OrderActions };

export type OrderCounts = Record<OrderTab, number>;
