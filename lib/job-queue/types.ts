import type { z } from 'zod';
import type { failedJob } from './schema';

/** A job whose attempts are used up, as a tenant's admins see it (GET /api/main/background-jobs/failed). */
export type FailedJob = z.infer<typeof failedJob>;
