/** A job whose attempts are used up, as a tenant's admins see it (GET /api/main/background-jobs/failed). */
export type FailedJob = { _id: string; name: string; error: string | null; attempts: number; created_at: string; failed_at: string | null };
