import type { ScopedMutator } from 'swr';
import { api } from '@/lib/browser/api';
import type { JobInput } from '@/lib/jobs/schema';
import type { JobAction, JobRow } from '@/lib/jobs/types';

/** Paths on the main service; SWR keys are these paths with their query. */
export const JOBS_PATH = 'jobs';
export const CATEGORIES_PATH = 'jobs/categories';
export const jobPath = (id: string) => `${JOBS_PATH}/${encodeURIComponent(id)}`;

export type JobResponse = { data: JobRow; message?: string };

export { getMain } from '@/lib/browser/api';

export const jobApi = {
  create: (body: JobInput) => api.post<JobResponse>('main', JOBS_PATH, body),
  update: (id: string, body: JobInput) => api.put<JobResponse>('main', jobPath(id), body),
  act: (id: string, action: JobAction) => api.put<JobResponse>('main', `${jobPath(id)}/${action}`),
};

/** Every cached jobs read (lists, details, categories) after a change. */
export const revalidateJobs = (mutate: ScopedMutator) =>
  mutate((key) => typeof key === 'string' && (key === JOBS_PATH || key.startsWith(`${JOBS_PATH}/`) || key.startsWith(`${JOBS_PATH}?`)));
