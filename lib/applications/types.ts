/** An application as the API returns it, with its candidate, job and status resolved for display. */
export type ApplicationRow = {
  _id: string;
  candidate_id: string;
  candidate_name: string;
  candidate_email: string;
  job_id: string | null;
  job_title: string | null;
  job_position: string | null;
  /** The job's posted pay (the bottom of its range): the placement's pay rate starts from it. */
  job_pay_rate: number | null;
  company_id: string | null;
  location_id: string | null;
  status_id: string | null;
  status_name: string | null;
  status_color: string | null;
  source: string;
  cover_note: string | null;
  created_at: string;
  updated_at: string;
};

export type CandidateSummary = { _id: string; name: string; email: string };
