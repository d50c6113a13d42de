import 'server-only';
import { and, eq } from 'drizzle-orm';
import { badRequest, conflict, fieldError, say, type ErrorText } from '@/lib/errors';
import type { DbOrTx } from '@/lib/db/client';
import { exclusions } from '@/lib/db/schema';
import { activeOnOrder, lockOrder, placementReferences } from './order-fill-queries';
import type { CreatePlacementInput } from './schema';

/**
 * Every id of a new placement must name a row of the session's tenant, and the location must be one of
 * the company's. Ids from a request body are input, so a miss is 400 naming the field, not 404.
 * One round trip: the transaction's connection runs one statement at a time anyway.
 */
export async function checkReferences(tx: DbOrTx, tenantId: string, b: CreatePlacementInput): Promise<{ id: string; name: string }> {
  const f = await placementReferences(tx, tenantId, b);
  const errors: Record<string, ErrorText> = {};
  if (!f.candidate) errors.candidate_id = say('notFound.candidate');
  if (!f.company_name) errors.company_id = say('notFound.company');
  if (!f.location_company) errors.location_id = say('notFound.location');
  else if (f.company_name && f.location_company !== b.company_id)
    errors.location_id = say('placements.locationOfOther', { company: String(f.company_name) });
  if (!f.job) errors.job_id = say('notFound.job');
  if (!f.application && !f.application_candidate) errors.application_id = say('notFound.application');
  else if (f.application_candidate && f.application_candidate !== b.candidate_id)
    errors.application_id = say('placements.notCandidatesApplication');
  const [first] = Object.entries(errors);
  if (first) {
    const [field, message] = first;
    throw badRequest('generic.field', { field, message }, errors);
  }
  return { id: b.company_id, name: String(f.company_name) };
}

/** A candidate excluded from a client company (candidate "exclusion") is never placed there. */
export async function assertNotExcluded(
  tx: DbOrTx,
  tenantId: string,
  candidateId: string,
  company: { id: string; name: string },
): Promise<void> {
  const [row] = await tx
    .select({ reason: exclusions.reason })
    .from(exclusions)
    .where(and(eq(exclusions.tenantId, tenantId), eq(exclusions.candidateId, candidateId), eq(exclusions.companyId, company.id)));
  if (row)
    throw conflict(row.reason ? 'placements.excludedBecause' : 'placements.excluded', { company: company.name, reason: row.reason ?? '' });
}

const TAKES_PLACEMENTS = new Set(['open', 'partially_filled']);

/**
 * The order a placement fills, locked for the transaction so two fills cannot both take its last
 * slot: same location, still open or partially filled, not full, and not already holding this worker.
 */
export async function assertOrderTakes(tx: DbOrTx, tenantId: string, b: CreatePlacementInput & { order_id: string }): Promise<void> {
  const order = await lockOrder(tx, tenantId, b.order_id);
  if (!order) throw fieldError('order_id', 'notFound.order');
  if (order.location_id !== b.location_id) throw fieldError('location_id', 'placements.orderLocation');
  if (!TAKES_PLACEMENTS.has(order.status)) throw conflict('placements.orderClosed', { status: order.status });
  if (order.filled >= order.headcount) throw conflict('placements.orderFull', { filled: order.filled, headcount: order.headcount });
  if (await activeOnOrder(tx, tenantId, b.order_id, b.candidate_id)) throw conflict('placements.alreadyOnOrder');
}
