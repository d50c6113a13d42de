export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'TEMPORARY', 'CONTRACTOR', 'PER_DIEM'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const JOB_STATUSES = ['open', 'draft', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_FILTERS = ['all', ...JOB_STATUSES] as const;

export const JOB_SORTS = ['-created', 'created', 'title', '-title'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

export type JobAction = 'publish' | 'unpublish' | 'close';
