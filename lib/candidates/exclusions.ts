import 'server-only';
import { and, eq } from 'drizzle-orm';
import { conflict, notFound } from '@/lib/errors';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { companies, exclusions } from '@/lib/db/schema';
import { withdrawForBlock } from '@/lib/worker-blocks/withdraw';
import { findCandidate } from './queries';

/** Keeps a candidate away from a client company; the company must be the tenant's (else 404). */
export async function addExclusion(
  db: DbOrTx,
  session: Session,
  candidateId: string,
  input: { company_id: string; reason: string | null },
  ip?: string,
): Promise<void> {
  const { tenantId } = session;
  await db.transaction(async (tx) => {
    await findCandidate(tx, tenantId, candidateId);
    const [company] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.tenantId, tenantId), eq(companies.id, input.company_id)))
      .limit(1);
    if (!company) throw notFound('company');
    // Like a client's block: her open places at the company's sites go (a duplicate rolls this back).
    const withdrawn = await withdrawForBlock(tx, {
      tenantId,
      userId: session.userId,
      candidateId,
      companyId: company.id,
      locationId: null,
    });
    const inserted = await tx
      .insert(exclusions)
      .values({ tenantId, candidateId, companyId: company.id, reason: input.reason })
      .onConflictDoNothing()
      .returning({ companyId: exclusions.companyId });
    if (!inserted.length) throw conflict('candidates.alreadyExcluded');
    await audit(tx, {
      tenantId,
      userId: session.userId,
      action: 'candidate.exclusion.add',
      target: candidateId,
      meta: { company_id: company.id, withdrawn_assignments: withdrawn.map((w) => w.assignmentId) },
      ip,
    });
  });
}

export async function removeExclusion(db: DbOrTx, session: Session, candidateId: string, companyId: string, ip?: string): Promise<void> {
  const { tenantId } = session;
  await db.transaction(async (tx) => {
    await findCandidate(tx, tenantId, candidateId);
    const removed = await tx
      .delete(exclusions)
      .where(and(eq(exclusions.tenantId, tenantId), eq(exclusions.candidateId, candidateId), eq(exclusions.companyId, companyId)))
      .returning({ companyId: exclusions.companyId });
    if (!removed.length) throw notFound('exclusion');
    await audit(tx, {
      tenantId,
      userId: session.userId,
      action: 'candidate.exclusion.remove',
      target: candidateId,
      meta: { company_id: companyId },
      ip,
    });
  });
}
