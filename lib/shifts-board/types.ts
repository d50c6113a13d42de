/** Rows of the on-demand API as the board reads them (GET /shifts/v2, GET /locations, GET /jobs). */

/** What the board shows and filters by: a shift's phase (lib/shifts/definitions.ts), draft to completed or cancelled. */
export const SHIFT_STATUSES = ['draft', 'published', 'in_progress', 'completed', 'cancelled'] as const;
export type ShiftStatus = (typeof SHIFT_STATUSES)[number];
/** The staffing filter (`staffing=`): shifts with open places, filled ones, or ones with a no-show. */
export const STAFFING_FILTERS = ['open', 'filled', 'no_show'] as const;
type StaffingFilter = (typeof STAFFING_FILTERS)[number];

export type BoardShift = {
  _id: string;
  location_id: string;
  location_name: string;
  company_name: string;
  job_id: string | null;
  position: string;
  starts_at: string;
  ends_at: string;
  headcount: number;
  /** Workers confirmed on the shift (lib/shifts/definitions.ts FILLING); the card shows filled of needed. */
  filled?: number;
  status: string;
  notes?: string | null;
};

export type BoardLocation = { _id: string; name: string; company_name: string; timezone: string };

/** The board's filters as the URL holds them; 'all' and '' mean no filter. */
export type BoardFilter = { location: string; position: string; status: 'all' | ShiftStatus; staffing: 'all' | StaffingFilter; q: string };
