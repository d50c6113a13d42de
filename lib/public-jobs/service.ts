import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { notFound, say, type ErrorText } from '@/lib/errors';
import { audit } from '@/lib/audit';
import { enforce } from '@/lib/auth/rate-limit';
import type { DbOrTx } from '@/lib/db/client';
import { applications, candidates, jobs, statusOptions } from '@/lib/db/schema';
import { log } from '@/lib/log';
import { notify } from '@/lib/notifications/notify';
import { agencyDesk } from '@/lib/notifications/recipients';
import { APPLY_RATE } from './limits';
import { openJobWhere } from './queries';
import type { ApplyInput } from './schema';
import { isJobId } from './schema';
import { lockKey } from '@/lib/db/locks';
import { defaultStatusId } from '@/lib/statuses/default-status';
import { theRow } from '@/lib/db/rows';

const APPLICATION_SOURCE = 'job board';
const APPLY_THANKS = say('done.candidates.applyThanks');

/** The tenant's candidate with this email (any case), created from the form when there is none. */
async function candidateFor(tx: DbOrTx, tenantId: string, input: ApplyInput): Promise<{ id: string; created: boolean }> {
  // Two simultaneous first applications with one email must not create two candidates.
  await lockKey(tx, `candidate-email:${tenantId}:${input.email}`);
  const [existing] = await tx
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(eq(candidates.tenantId, tenantId), sql`lower(${candidates.email}) = ${input.email}`))
    .limit(1);
  // An existing profile is left as it is: an anonymous form may not rewrite someone's contact details.
  if (existing) return { id: existing.id, created: false };
  const created = theRow(
    await tx
      .insert(candidates)
      .values({
        tenantId,
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        phone: input.phone,
        city: input.city,
      })
      .returning({ id: candidates.id }),
    'candidate',
  );
  return { id: created.id, created: true };
}

/** 'job board' as the tenant's configured source spells it (e.g. "Job board"), so lists and filters match. */
async function jobBoardSource(tx: DbOrTx, tenantId: string): Promise<string> {
  const [row] = await tx
    .select({ name: statusOptions.name })
    .from(statusOptions)
    .where(
      and(
        eq(statusOptions.tenantId, tenantId),
        eq(statusOptions.kind, 'application_source'),
        sql`lower(${statusOptions.name}) = ${APPLICATION_SOURCE}`,
      ),
    )
    .limit(1);
  return row?.name ?? APPLICATION_SOURCE;
}

/**
 * A public application: rate limited per IP and tenant, a bot that filled the honeypot gets the same
 * answer with nothing stored, the job must be public, then candidate + application in one transaction.
 * Applying twice to one job keeps the first application.
 */
export async function applyToJob(
  db: DbOrTx,
  tenantId: string,
  jobId: string,
  input: ApplyInput,
  ip: string,
): Promise<{ message: ErrorText }> {
  await enforce(db, `apply:${tenantId}:${ip}`, APPLY_RATE.limit, APPLY_RATE.windowSeconds, 'publicJobs.tooMany');
  if (input.website) {
    log.info({ tenantId, jobId, ip }, 'job application honeypot filled; nothing stored');
    return { message: APPLY_THANKS };
  }
  if (!isJobId(jobId)) throw notFound('job');
  await db.transaction(async (tx) => {
    const [job] = await tx
      .select({ id: jobs.id, title: jobs.title })
      .from(jobs)
      .where(and(openJobWhere(tenantId), eq(jobs.id, jobId)))
      .limit(1);
    if (!job) throw notFound('job');
    const candidate = await candidateFor(tx, tenantId, input);
    const [already] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(
        and(
          eq(applications.tenantId, tenantId),
          eq(applications.candidateId, candidate.id),
          eq(applications.jobId, job.id),
          isNull(applications.archivedAt),
        ),
      )
      .limit(1);
    if (already) return;
    const source = await jobBoardSource(tx, tenantId);
    const application = theRow(
      await tx
        .insert(applications)
        .values({
          tenantId,
          candidateId: candidate.id,
          jobId: job.id,
          statusId: await defaultStatusId(tx, tenantId, 'application'),
          source,
          coverNote: input.cover_note,
        })
        .returning({ id: applications.id }),
      'application',
    );
    await notify(tx, {
      event: 'application_received',
      tenantId,
      userIds: await agencyDesk(tx, tenantId),
      key: `application:${application.id}`,
      payload: { candidate: `${input.first_name} ${input.last_name}`.trim(), job: job.title },
      link: `/applications?search=${encodeURIComponent(input.email)}`,
    });
    await audit(tx, {
      tenantId,
      action: 'application.created',
      target: application.id,
      ip,
      meta: { jobId: job.id, source, newCandidate: candidate.created },
    });
  });
  return { message: APPLY_THANKS };
}
