/** The companies API contract (issue 4): what route handlers return and the screens read. */
export const COMPANY_STATUSES = ['active', 'inactive'] as const;

export type CompanyRow = {
  _id: string;
  name: string;
  industry: string | null;
  phone: string | null;
  address: string | null;
  status: string;
  created_at: string;
  locations_count: number;
  contacts_count: number;
  active_placements: number;
};

export type CompanyPlacement = {
  _id: string;
  candidate_id: string;
  candidate_name: string;
  location_id: string;
  location_name: string;
  position: string;
  start_date: string;
  end_date: string | null;
  bill_rate: number;
  /** Left out for a Company Contact (lib/placements/scope.ts seesPay). */
  pay_rate?: number;
  status: string;
};

export type PositionRow = {
  _id: string;
  company_id: string;
  name: string;
  bill_rate: number | null;
  pay_rate: number | null;
  archived_at: string | null;
};

/** A company in a select: id and name. */
export type CompanyOption = { _id: string; name: string };
