import { z } from 'zod';
import { isoTimestamp } from '@/lib/schema-kit/responses';

/** A job whose attempts are used up, as a tenant's admins see it (GET /api/main/background-jobs/failed). */
export const failedJob = z.object({
  _id: z.uuid(),
  name: z.string(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  created_at: isoTimestamp,
  failed_at: isoTimestamp.nullable(),
});

/** A job whose attempts are used up, as a tenant's admins see it (GET /api/main/background-jobs/failed). */
export type FailedJob = z.infer<typeof failedJob>;
