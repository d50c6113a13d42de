import type { JurisdictionId } from '@/lib/pay-rules/types';

/** The locations API contract (issue 4). */
export type LocationRow = {
  _id: string;
  company_id: string;
  company_name: string;
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  timezone: string;
  /** The site's overtime law (lib/pay-rules/presets.ts); 'company' = the company's timesheet rules. */
  pay_rules: JurisdictionId;
  /** The status as stored: the name of a configurable location status (see lib/locations/statuses.ts). */
  status: string;
  /** The matching configurable status, when one of the tenant's location statuses has that name. */
  status_id: string | null;
  status_color: string | null;
  notes: string | null;
  contacts_count: number;
  created_at: string;
};

/** Name of the location status an archived (DELETE) location gets. */
export const CLOSED_STATUS = 'Closed';
/** What a new location gets when the tenant has no default location status. */
export const FALLBACK_STATUS = 'active';
