import 'server-only';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { conflict, fieldError, notFound } from '@/lib/errors';
import { idParam } from '@/lib/schema-kit/ids';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { applications, jobs } from '@/lib/db/schema';
import { defaultOption, hasOptions, optionByName, requireActiveOption } from '@/lib/statuses/queries';
import { getApplication, getCandidateSummary } from './queries';
import type { CreateApplicationInput, UpdateApplicationInput } from './schema';
import type { ApplicationRow } from './schema';
import { theRow } from '@/lib/db/rows';

/** Source of an application added by staff when none is given and the tenant configured no default. */
const FALLBACK_SOURCE = 'Manual';

async function checkJob(tx: DbOrTx, tenantId: string, jobId: string) {
  const [job] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.tenantId, tenantId), eq(jobs.id, jobId)))
    .limit(1);
  if (!job) throw fieldError('job_id', 'applications.notYourJob');
}

async function assertNotApplied(tx: DbOrTx, tenantId: string, candidateId: string, jobId: string, exceptId?: string) {
  const [dup] = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.tenantId, tenantId),
        eq(applications.candidateId, candidateId),
        eq(applications.jobId, jobId),
        isNull(applications.archivedAt),
        exceptId ? ne(applications.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (dup) throw conflict('applications.duplicate');
}

/**
 * Sources are stored by name. With sources configured, the name must be an active one (stored as it is
 * spelled there); a tenant that configured none may use any text.
 */
async function resolveSource(tx: DbOrTx, tenantId: string, source: string): Promise<string> {
  const option = await optionByName(tx, tenantId, 'application_source', source);
  if (option) return option.name;
  if (!(await hasOptions(tx, tenantId, 'application_source'))) return source;
  throw fieldError('source', 'applications.notSource');
}

export function createApplication(db: DbOrTx, s: Session, input: CreateApplicationInput): Promise<ApplicationRow> {
  return db.transaction(async (tx) => {
    const candidate = await getCandidateSummary(tx, s.tenantId, input.candidate_id);
    if (input.job_id) {
      await checkJob(tx, s.tenantId, input.job_id);
      await assertNotApplied(tx, s.tenantId, candidate._id, input.job_id);
    }
    const status = input.status_id
      ? await requireActiveOption(tx, s.tenantId, 'application', input.status_id, 'status_id')
      : await defaultOption(tx, s.tenantId, 'application');
    const source = input.source
      ? await resolveSource(tx, s.tenantId, input.source)
      : ((await defaultOption(tx, s.tenantId, 'application_source'))?.name ?? FALLBACK_SOURCE);
    const row = theRow(
      await tx
        .insert(applications)
        .values({
          tenantId: s.tenantId,
          candidateId: candidate._id,
          jobId: input.job_id ?? null,
          statusId: status?.id ?? null,
          source,
          coverNote: input.cover_note ?? null,
        })
        .returning({ id: applications.id }),
    );
    await audit(tx, {
      tenantId: s.tenantId,
      userId: s.userId,
      action: 'application.create',
      target: row.id,
      meta: { candidate: candidate._id, job: input.job_id ?? null },
    });
    return getApplication(tx, s.tenantId, row.id);
  });
}

export function updateApplication(db: DbOrTx, s: Session, id: string, input: UpdateApplicationInput): Promise<ApplicationRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(applications)
      .where(and(eq(applications.tenantId, s.tenantId), eq(applications.id, idParam(id, 'application')), isNull(applications.archivedAt)))
      .for('update');
    if (!current) throw notFound('application');
    const patch: Partial<typeof applications.$inferInsert> = {};
    if (input.status_id !== undefined && input.status_id !== current.statusId) {
      patch.statusId = (await requireActiveOption(tx, s.tenantId, 'application', input.status_id, 'status_id')).id;
    }
    if (input.job_id !== undefined && input.job_id !== current.jobId) {
      if (input.job_id) {
        await checkJob(tx, s.tenantId, input.job_id);
        await assertNotApplied(tx, s.tenantId, current.candidateId, input.job_id, current.id);
      }
      patch.jobId = input.job_id;
    }
    // An unchanged source may be one archived since; only a new value must be an active option.
    if (input.source !== undefined && input.source.toLowerCase() !== current.source.toLowerCase()) {
      patch.source = await resolveSource(tx, s.tenantId, input.source);
    }
    if (Object.keys(patch).length) {
      await tx
        .update(applications)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(applications.id, current.id));
      await audit(tx, {
        tenantId: s.tenantId,
        userId: s.userId,
        action: 'application.update',
        target: current.id,
        meta: {
          from: { status_id: current.statusId, job_id: current.jobId, source: current.source },
          to: { status_id: patch.statusId, job_id: patch.jobId, source: patch.source },
        },
      });
    }
    return getApplication(tx, s.tenantId, current.id);
  });
}
