import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import * as pickerRoute from '@/app/api/on-demand/shifts/[id]/candidates/route';
import { db } from '@/lib/db/client';
import { candidateProfiles, candidates, companies, locations, placements, shifts, statusOptions } from '@/lib/db/schema';
import type { pickerWorker } from '@/lib/shifts/schema';
import { call, json } from './helpers';
import { signInAs, tenantBySlug } from './time-helpers';

/**
 * Issue 22 §4: the shift assignment picker offers eligible workers first (placed at the shift's site,
 * then at another site of its client, in its position), says why the others are not, and marks workers in
 * a not-placeable status as not selectable.
 */
type Worker = z.infer<typeof pickerWorker>;
const tag = randomUUID().slice(0, 8);
let admin = '';
let contact = '';
let acmeId = '';
let shiftId = '';
const ids: Record<string, string> = {};

async function candidate(first: string): Promise<string> {
  const row = (
    await db()
      .insert(candidates)
      .values({ tenantId: acmeId, firstName: first, lastName: `Pick${tag}`, email: `${randomUUID()}@picker.test` })
      .returning()
  )[0]!;
  return row.id;
}

const pick = (token: string, query = `search=Pick${tag}`) =>
  call(pickerRoute.GET, 'GET', `/api/on-demand/shifts/${shiftId}/candidates?${query}`, { token, params: { id: shiftId } });

beforeAll(async () => {
  [admin, contact] = await Promise.all([signInAs('admin@acme.test'), signInAs('contact@acme.test')]);
  acmeId = (await tenantBySlug('acme')).id;
  const co = (await db().select().from(companies).where(eq(companies.tenantId, acmeId)).orderBy(asc(companies.name)).limit(1))[0]!;
  const site = (
    await db()
      .select()
      .from(locations)
      .where(and(eq(locations.tenantId, acmeId), eq(locations.companyId, co.id)))
      .orderBy(asc(locations.name))
      .limit(1)
  )[0]!;
  // Another site of the same client, our own so no other file's rows matter.
  const otherSite = (
    await db()
      .insert(locations)
      .values({ tenantId: acmeId, companyId: co.id, name: `Annex ${tag}`, timezone: site.timezone })
      .returning()
  )[0]!;
  const start = new Date(Date.UTC(2033, 4, 10, 14));
  const shift = (
    await db()
      .insert(shifts)
      .values({
        tenantId: acmeId,
        locationId: site.id,
        position: 'Forklift Operator',
        startsAt: start,
        endsAt: new Date(start.getTime() + 8 * 3_600_000),
        headcount: 3,
        status: 'published',
      })
      .returning()
  )[0]!;
  shiftId = shift.id;
  for (const name of ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay']) ids[name] = await candidate(name);
  const place = (candidateId: string, locationId: string, position: string, startDate = '2033-01-01', endDate: string | null = null) => ({
    tenantId: acmeId,
    candidateId,
    companyId: co.id,
    locationId,
    position,
    startDate,
    endDate,
    billRate: '30.00',
    payRate: '20.00',
    status: 'active',
  });
  await db()
    .insert(placements)
    .values([
      place(ids.Eve!, site.id, 'forklift operator'), // eligible at the site (position compared without case)
      place(ids.Ann!, otherSite.id, 'Forklift Operator'), // eligible at another site of the client
      place(ids.Bob!, site.id, 'Packer'), // placed here, another position
      place(ids.Cid!, site.id, 'Forklift Operator', '2033-01-01', '2033-05-01'), // ended before the shift's day
      place(ids.Fay!, site.id, 'Forklift Operator'), // placed, but "Do not place"
    ]);
  const dnp = (
    await db()
      .select()
      .from(statusOptions)
      .where(and(eq(statusOptions.tenantId, acmeId), eq(statusOptions.kind, 'candidate'), eq(statusOptions.name, 'Do not place')))
  )[0]!;
  await db().insert(candidateProfiles).values({ candidateId: ids.Fay!, tenantId: acmeId, statusId: dnp.id });
});

describe('GET /api/on-demand/shifts/{id}/candidates (the assignment picker)', () => {
  it('offers eligible workers first and says why the others are not', async () => {
    const res = await pick(admin);
    const out = await json<{ data: Worker[]; meta: { totalItems: number } }>(res);
    expect(res.status, JSON.stringify(out)).toBe(200);
    const shown = out.data.map((w) => [w.first_name, w.placed, w.eligible, w.selectable, w.reason, w.reason_detail]);
    expect(shown).toEqual([
      ['Eve', 'site', true, true, null, null],
      ['Ann', 'client', true, true, null, null],
      ['Bob', 'site', false, true, 'other_position', 'Packer'],
      ['Cid', null, false, true, 'no_placement', null],
      ['Dee', null, false, true, 'no_placement', null],
      ['Fay', 'site', false, false, 'not_placeable', 'Do not place'],
    ]);
    expect(out.meta.totalItems).toBe(6);
  });

  it('searches, limits, refuses bad input with 400, and is staff only', async () => {
    const one = await json<{ data: Worker[] }>(await pick(admin, `search=Fay%20Pick${tag}`));
    expect(one.data.map((w) => w.first_name)).toEqual(['Fay']);
    const two = await json<{ data: Worker[] }>(await pick(admin, `search=Pick${tag}&per_page=2`));
    expect(two.data.map((w) => w.first_name)).toEqual(['Eve', 'Ann']);
    expect((await pick(admin, 'per_page=500')).status).toBe(400);
    expect((await pick(contact)).status).toBe(403);
    const missing = randomUUID();
    const res = await call(pickerRoute.GET, 'GET', `/api/on-demand/shifts/${missing}/candidates`, {
      token: admin,
      params: { id: missing },
    });
    expect(res.status).toBe(404);
  });
});
