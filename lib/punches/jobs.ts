import { every, registerJob } from '@/lib/job-queue';
import { raiseMissedPunches } from './service';

/** Raises missed_punch on open cards past their deadline (lib/punches/service.ts), all tenants in one sweep. */
const MISSED_PUNCH_JOB = 'punches.missed-punch.sweep';
/** Every five minutes: a missed punch shows on the boards within minutes of its deadline. */
const MISSED_PUNCH_PERIOD_S = 5 * 60;

registerJob<Record<string, never>>(MISSED_PUNCH_JOB, async (_payload, ctx) => {
  await raiseMissedPunches(ctx.db);
});

every(MISSED_PUNCH_JOB, MISSED_PUNCH_PERIOD_S);
