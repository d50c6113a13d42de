import type { ErrorKey } from '@/lib/errors';
import type { JobAction, JobStatus } from './types';

/**
 * Job life cycle: draft → (publish) → open → (unpublish) → draft; draft or open → (close) → closed.
 * Open means published on the public job pages; closed is final (post a new job to hire again).
 */
export type JobState = { status: JobStatus; publishedAt: Date | null };
export type Transition = { ok: true; status: JobStatus; publishedAt: Date | null } | { ok: false; reason: ErrorKey };

export function transition(action: JobAction, job: JobState, now = new Date()): Transition {
  if (job.status === 'closed') {
    return {
      ok: false,
      reason: action === 'close' ? 'jobs.alreadyClosed' : action === 'publish' ? 'jobs.closedNoPublish' : 'jobs.closedNoUnpublish',
    };
  }
  switch (action) {
    case 'publish':
      return job.status === 'open' ? { ok: false, reason: 'jobs.alreadyPublished' } : { ok: true, status: 'open', publishedAt: now };
    case 'unpublish':
      return job.status === 'draft' ? { ok: false, reason: 'jobs.notPublished' } : { ok: true, status: 'draft', publishedAt: null };
    case 'close':
      return { ok: true, status: 'closed', publishedAt: job.publishedAt };
  }
}

/** The actions a job in this state offers (the detail screen shows only these). */
export const availableActions = (job: JobState): JobAction[] =>
  (['publish', 'unpublish', 'close'] as const).filter((a) => transition(a, job).ok);
