export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'TEMPORARY', 'CONTRACTOR', 'PER_DIEM'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

const JOB_STATUSES = ['open', 'draft', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_FILTERS = ['all', ...JOB_STATUSES] as const;
export type JobFilterStatus = (typeof JOB_FILTERS)[number];

export const JOB_SORTS = ['-created', 'created', 'title', '-title'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

export type JobAction = 'publish' | 'unpublish' | 'close';

/** A job as the API returns it (list rows and the detail share the shape; list rows hold the first 300 characters of the description). */
export type JobRow = {
  _id: string;
  title: string;
  description: string;
  position: string;
  category: string | null;
  employment_type: EmploymentType;
  pay_rate_min: number | null;
  pay_rate_max: number | null;
  status: JobStatus;
  published_at: string | null;
  valid_through: string | null;
  company_id: string | null;
  company_name: string | null;
  location_id: string | null;
  location_name: string | null;
  application_count: number;
  created_at: string;
  updated_at: string;
};
