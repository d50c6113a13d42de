import 'server-only';
import { and, eq } from 'drizzle-orm';
import { conflict, fieldError, notFound } from '@/lib/errors';
import { idParam } from '@/lib/schema-kit/ids';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { companies, jobs, locations } from '@/lib/db/schema';
import { getJob } from './queries';
import { endOfDay, type JobInput } from './schema';
import { transition } from './transitions';
import type { JobAction } from './types';
import type { JobRow } from './schema';
import { theRow } from '@/lib/db/rows';

/** The company and location must be the tenant's, and the location one of that company's sites. */
async function checkPlace(tx: DbOrTx, tenantId: string, input: Pick<JobInput, 'company_id' | 'location_id'>) {
  const [company] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), eq(companies.id, input.company_id)))
    .limit(1);
  if (!company) throw fieldError('company_id', 'generic.notYourCompany');
  const [location] = await tx
    .select({ companyId: locations.companyId })
    .from(locations)
    .where(and(eq(locations.tenantId, tenantId), eq(locations.id, input.location_id)))
    .limit(1);
  if (!location) throw fieldError('location_id', 'generic.notYourLocation');
  if (location.companyId !== input.company_id) throw fieldError('location_id', 'jobs.locationOfOtherCompany');
}

const money = (v: number | null) => (v === null ? null : v.toFixed(2));

const columns = (input: JobInput) => ({
  title: input.title,
  description: input.description,
  position: input.position,
  category: input.category,
  employmentType: input.employment_type,
  payRateMin: money(input.pay_rate_min),
  payRateMax: money(input.pay_rate_max),
  validThrough: input.valid_through ? endOfDay(input.valid_through) : null,
  companyId: input.company_id,
  locationId: input.location_id,
});

/** A new job starts as a draft: it reaches the public pages only when published. */
export function createJob(db: DbOrTx, s: Session, input: JobInput): Promise<JobRow> {
  return db.transaction(async (tx) => {
    await checkPlace(tx, s.tenantId, input);
    const row = theRow(
      await tx
        .insert(jobs)
        .values({ tenantId: s.tenantId, ...columns(input), status: 'draft' })
        .returning({ id: jobs.id }),
    );
    await audit(tx, { tenantId: s.tenantId, userId: s.userId, action: 'job.create', target: row.id, meta: { title: input.title } });
    return getJob(tx, s.tenantId, row.id);
  });
}

async function lockJob(tx: DbOrTx, tenantId: string, id: string) {
  const [row] = await tx
    .select()
    .from(jobs)
    .where(and(eq(jobs.tenantId, tenantId), eq(jobs.id, idParam(id, 'job'))))
    .for('update');
  if (!row) throw notFound('job');
  return row;
}

export function updateJob(db: DbOrTx, s: Session, id: string, input: JobInput): Promise<JobRow> {
  return db.transaction(async (tx) => {
    await lockJob(tx, s.tenantId, id);
    await checkPlace(tx, s.tenantId, input);
    await tx
      .update(jobs)
      .set({ ...columns(input), updatedAt: new Date() })
      .where(and(eq(jobs.tenantId, s.tenantId), eq(jobs.id, id)));
    await audit(tx, { tenantId: s.tenantId, userId: s.userId, action: 'job.update', target: id, meta: { title: input.title } });
    return getJob(tx, s.tenantId, id);
  });
}

/** publish / unpublish / close; a move the life cycle refuses is a 409 with the reason. */
export function applyJobAction(db: DbOrTx, s: Session, id: string, action: JobAction): Promise<JobRow> {
  return db.transaction(async (tx) => {
    const row = await lockJob(tx, s.tenantId, id);
    const next = transition(action, { status: row.status as JobRow['status'], publishedAt: row.publishedAt });
    if (!next.ok) throw conflict(next.reason);
    await tx
      .update(jobs)
      .set({ status: next.status, publishedAt: next.publishedAt, updatedAt: new Date() })
      .where(and(eq(jobs.tenantId, s.tenantId), eq(jobs.id, id)));
    await audit(tx, {
      tenantId: s.tenantId,
      userId: s.userId,
      action: `job.${action}`,
      target: id,
      meta: { from: row.status, to: next.status },
    });
    return getJob(tx, s.tenantId, id);
  });
}
