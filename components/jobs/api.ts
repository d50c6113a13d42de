import { callApi } from '@/lib/browser/typed-api';
import { jobsRoutes as r } from '@/lib/contracts/routes/jobs';
import type { JobInput } from '@/lib/jobs/schema';
import type { JobAction } from '@/lib/jobs/types';
import { invalidate, readsOf } from '@/lib/browser/invalidate';

export const jobApi = {
  create: (body: JobInput) => callApi(r.create, { body }),
  update: (id: string, body: JobInput) => callApi(r.update, { params: { id }, body }),
  act: (id: string, action: JobAction) => callApi(r[action], { params: { id } }),
};

/** Every cached jobs read (lists, details, categories) after a change. */
export const revalidateJobs = () => invalidate(...readsOf(r));
