import type { OrderStatus } from '@/lib/db/schema-recruiting';
import type { PlacementStatus } from '@/lib/placements/constants';

/**
 * A placement as the API answers it. `pay_rate` is the worker's wage: it is left out entirely (not
 * nulled) for a Company Contact, who sees what they are billed only.
 */
export type PlacementRow = {
  _id: string;
  candidate_id: string;
  candidate_name: string;
  candidate_email: string;
  company_id: string;
  company_name: string;
  location_id: string;
  location_name: string;
  job_id: string | null;
  order_id: string | null;
  application_id: string | null;
  position: string;
  start_date: string;
  end_date: string | null;
  bill_rate: number;
  pay_rate?: number;
  /** Stored status, except that an active placement whose end date has passed reads as ended. */
  status: PlacementStatus;
  /** The client order this placement fills, if any. */
  order: { _id: string; position: string; headcount: number; status: OrderStatus } | null;
  created_at: string;
};

export type PlacementDetail = PlacementRow & {
  timesheets_count: number;
  job: { _id: string; title: string } | null;
};

export type CandidateOption = { _id: string; first_name: string; last_name: string; email: string };
