import 'server-only';
import { handler } from '@/lib/api/handler';
import { jobsContracts } from './contract';
import { applyJobAction } from './service';
import type { JobAction } from './types';

const DONE: Record<JobAction, string> = { publish: 'Job published', unpublish: 'Job unpublished', close: 'Job closed' };

/** PUT /api/main/jobs/{id}/{action}: the three life-cycle routes differ only in the action. */
export const jobActionRoute = (action: JobAction) =>
  handler(jobsContracts[action], async ({ session, params }) => ({ data: await applyJobAction(session, params.id, action), message: DONE[action] }));
