/** Rows of the on-demand API as the board reads them (GET /shifts/v2, GET /locations, GET /jobs). */

export const SHIFT_STATUSES = ['draft', 'published', 'cancelled'] as const;
export type ShiftStatus = (typeof SHIFT_STATUSES)[number];

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
  /** Workers who clocked in on the shift; the card shows filled of needed. */
  filled?: number;
  status: string;
  notes?: string | null;
};

export type BoardLocation = { _id: string; name: string; company_name: string; timezone: string };

/** The board's filters as the URL holds them; 'all' and '' mean no filter. */
export type BoardFilter = { location: string; position: string; status: 'all' | ShiftStatus; q: string };
