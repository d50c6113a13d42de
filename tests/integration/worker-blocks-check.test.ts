import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client';
import { exclusions, locations, workerBlocks } from '@/lib/db/schema';
import { blockAt } from '@/lib/worker-blocks/check-queries';
import { tenantBySlug } from './time-helpers';
import { blockWorld, dropWorld, type BlockWorld } from './worker-blocks-fixtures';

/**
 * blockAt (lib/worker-blocks/check-queries.ts), which assignment asks before it offers or confirms a place: the
 * client's block of the company or of this location, or the agency's exclusion from the company, and
 * nothing anywhere else — not at another site of the company for a site's block, nor in another tenant.
 */

let w: BlockWorld;
let globexId = '';
let globexSite = '';

beforeAll(async () => {
  w = await blockWorld('wblockat', 'Block Check Staffing');
  globexId = (await tenantBySlug('globex')).id;
  globexSite = (await db().select({ id: locations.id }).from(locations).where(eq(locations.tenantId, globexId)).limit(1))[0]!.id;
  await db()
    .insert(workerBlocks)
    .values([
      // worked: blocked from the whole of company A.
      { tenantId: w.tenantId, candidateId: w.worked, companyId: w.companyA, locationId: null, reason: 'Company-wide' },
      // assigned: blocked from site A1 only.
      { tenantId: w.tenantId, candidateId: w.assigned, companyId: w.companyA, locationId: w.siteA1, reason: 'This dock only' },
    ]);
  // workedAtB: the agency's own exclusion from company B.
  await db()
    .insert(exclusions)
    .values({ tenantId: w.tenantId, candidateId: w.workedAtB, companyId: w.companyB, reason: 'Agency decision' });
}, 120_000);

afterAll(async () => {
  if (w) await dropWorld(w);
});

const at = (candidateId: string, locationId: string, tenantId = w.tenantId) => blockAt(db(), tenantId, candidateId, locationId);

describe('blockAt', () => {
  it("a company-wide client block holds at every site of the company, and only that company's", async () => {
    expect(await at(w.worked, w.siteA1)).toEqual({ kind: 'client_block', reason: 'Company-wide' });
    expect(await at(w.worked, w.siteA2)).toEqual({ kind: 'client_block', reason: 'Company-wide' });
    expect(await at(w.worked, w.siteB)).toBeNull();
  });

  it("a site's block holds at that site only, not at another site of the same company", async () => {
    expect(await at(w.assigned, w.siteA1)).toEqual({ kind: 'client_block', reason: 'This dock only' });
    expect(await at(w.assigned, w.siteA2)).toBeNull();
    expect(await at(w.assigned, w.siteB)).toBeNull();
  });

  it("the agency's exclusion from a company holds at its sites", async () => {
    expect(await at(w.workedAtB, w.siteB)).toEqual({ kind: 'agency_exclusion', reason: 'Agency decision' });
    expect(await at(w.workedAtB, w.siteA1)).toBeNull();
  });

  it('a worker nobody blocked is free everywhere', async () => {
    for (const site of [w.siteA1, w.siteA2, w.siteB]) expect(await at(w.stranger, site)).toBeNull();
  });

  it('another tenant never sees a block: its id with this location, or this tenant with its location', async () => {
    expect(await at(w.worked, w.siteA1, globexId)).toBeNull();
    expect(await at(w.assigned, w.siteA1, globexId)).toBeNull();
    expect(await at(w.worked, globexSite)).toBeNull();
    expect(await at(w.workedAtB, globexSite)).toBeNull();
  });

  it('a block lifted no longer holds', async () => {
    await db()
      .delete(workerBlocks)
      .where(and(eq(workerBlocks.candidateId, w.assigned), inArray(workerBlocks.locationId, [w.siteA1])));
    expect(await at(w.assigned, w.siteA1)).toBeNull();
  });
});

describe('blockAt when several hold', () => {
  it("answers the location's own block first, then the company's, then the agency's exclusion", async () => {
    await db().insert(exclusions).values({ tenantId: w.tenantId, candidateId: w.stranger, companyId: w.companyA, reason: 'Agency' });
    expect(await at(w.stranger, w.siteA1)).toEqual({ kind: 'agency_exclusion', reason: 'Agency' });
    await db()
      .insert(workerBlocks)
      .values({ tenantId: w.tenantId, candidateId: w.stranger, companyId: w.companyA, reason: 'Whole company' });
    expect(await at(w.stranger, w.siteA1)).toEqual({ kind: 'client_block', reason: 'Whole company' });
    await db()
      .insert(workerBlocks)
      .values({ tenantId: w.tenantId, candidateId: w.stranger, companyId: w.companyA, locationId: w.siteA1, reason: 'This site' });
    expect(await at(w.stranger, w.siteA1)).toEqual({ kind: 'client_block', reason: 'This site' });
    expect(await at(w.stranger, w.siteA2)).toEqual({ kind: 'client_block', reason: 'Whole company' });
  });
});
