import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as profileRoute from '@/app/api/candidates/candidates/[id]/profile/route';
import * as fieldRoute from '@/app/api/main/custom-fields/[id]/route';
import * as fieldsRoute from '@/app/api/main/custom-fields/route';
import type { CustomFieldDef, RecordValues } from '@/lib/catalog/types';
import { db } from '@/lib/db/client';
import { candidateProfiles, customFieldValues } from '@/lib/db/schema';
import { firstCompany, makeCandidate, makePlacement } from './candidates-fixtures';
import { archiveAll, fieldPaths, getValues, putValues } from './custom-fields-helpers';
import { dataOf, demoSessions } from './fixtures';
import { call, expectError, json } from './helpers';
import { theRow } from '@/lib/db/rows';

const demo = demoSessions(['admin', 'recruiter', 'contact'], ['admin']);
const t = randomUUID().slice(0, 6);
const created: CustomFieldDef[] = [];
// One field of each type for candidates; the text one is required.
const K = { text: `nick_${t}`, number: `years_${t}`, date: `since_${t}`, boolean: `forklift_${t}`, select: `shirt_${t}` };

async function field(body: Record<string, unknown>): Promise<CustomFieldDef> {
  const res = await call(fieldsRoute.POST, 'POST', fieldPaths.base, { token: demo.admin, body });
  const out = await json<{ data: CustomFieldDef }>(res);
  expect(res.status, JSON.stringify(out)).toBe(200);
  created.push(out.data);
  return out.data;
}

beforeAll(async () => {
  await field({ entity: 'candidate', label: 'Nickname', key: K.text, type: 'text', required: true });
  await field({ entity: 'candidate', label: 'Years', key: K.number, type: 'number' });
  await field({ entity: 'candidate', label: 'Since', key: K.date, type: 'date' });
  await field({ entity: 'candidate', label: 'Forklift', key: K.boolean, type: 'boolean' });
  await field({ entity: 'candidate', label: 'Shirt', key: K.select, type: 'select', options: ['S', 'M', 'L'] });
});

afterAll(() => archiveAll(demo.admin, created));

const ok = (res: Response) => dataOf<RecordValues>(res);

describe('candidate values', () => {
  it('reads the active fields in order with null values, and keeps older free-form keys aside', async () => {
    const c = await makeCandidate(demo.acmeId);
    await db()
      .insert(candidateProfiles)
      .values({ tenantId: demo.acmeId, candidateId: c.id, customFields: { legacy_note: 'kept', [K.number]: 3 } });
    const data = await ok(await getValues(demo.recruiter, 'candidate', c.id));
    const keys = data.fields.map((f) => f.key);
    expect(keys.filter((k) => k.endsWith(t))).toEqual(Object.values(K));
    expect(data.values[K.text]).toBeNull();
    expect(data.values[K.number]).toBe(3);
    expect(data.extra).toEqual({ legacy_note: 'kept' });
  });

  it('saves valid values (text trimmed, blank cleared) and leaves free-form keys alone', async () => {
    const c = await makeCandidate(demo.acmeId);
    await db()
      .insert(candidateProfiles)
      .values({ tenantId: demo.acmeId, candidateId: c.id, customFields: { legacy_note: 'kept' } });
    const data = await ok(
      await putValues(demo.recruiter, 'candidate', c.id, {
        [K.text]: '  Sam ',
        [K.number]: 4.5,
        [K.date]: '2024-02-29',
        [K.boolean]: false,
        [K.select]: 'M',
      }),
    );
    expect(data.values).toMatchObject({ [K.text]: 'Sam', [K.number]: 4.5, [K.date]: '2024-02-29', [K.boolean]: false, [K.select]: 'M' });
    const again = await ok(await putValues(demo.admin, 'candidate', c.id, { [K.text]: 'Sam', [K.select]: '' }));
    expect(again.values[K.select]).toBeNull();
    expect(again.values[K.number]).toBeNull();
    const row = theRow(await db().select().from(candidateProfiles).where(eq(candidateProfiles.candidateId, c.id)));
    expect(row.customFields).toEqual({ legacy_note: 'kept', [K.text]: 'Sam' });
  });

  it('checks each value against its field type, options and required (400 keyed by field)', async () => {
    const c = await makeCandidate(demo.acmeId);
    const base = { [K.text]: 'Sam' };
    const cases: [Record<string, unknown>, string][] = [
      [{ [K.number]: '4' }, K.number],
      [{ [K.number]: 'many' }, K.number],
      [{ [K.date]: '2023-02-29' }, K.date],
      [{ [K.date]: '29/02/2024' }, K.date],
      [{ [K.boolean]: 'yes' }, K.boolean],
      [{ [K.select]: 'XXL' }, K.select],
      [{ [K.text]: 'x'.repeat(501) }, K.text],
      [{ [K.text]: 12 }, K.text],
      [{ [K.text]: '   ' }, K.text],
      [{ nonsense_key: 1 }, 'nonsense_key'],
    ];
    for (const [values, key] of cases) {
      const body = (await expectError(await putValues(demo.admin, 'candidate', c.id, { ...base, ...values }), 400, 'bad_request')) as {
        errors?: Record<string, string>;
      };
      expect(Object.keys(body.errors ?? {}), JSON.stringify(values)).toContain(`values.${key}`);
    }
    const missing = await expectError(await putValues(demo.admin, 'candidate', c.id, {}), 400, 'bad_request');
    expect(missing.message).toContain(K.text);
    await expectError(await putValues(demo.admin, 'candidate', c.id, 'Sam'), 400, 'bad_request');
  });

  it('guards roles, tenants and the entity', async () => {
    const c = await makeCandidate(demo.acmeId);
    await expectError(await getValues(demo.globexAdmin, 'candidate', c.id), 404, 'not_found');
    await expectError(await putValues(demo.globexAdmin, 'candidate', c.id, {}), 404, 'not_found');
    await expectError(await getValues(demo.contact, 'candidate', c.id), 403, 'forbidden');
    await expectError(await getValues('', 'candidate', c.id), 401, 'unauthorized_access');
    await expectError(await getValues(demo.admin, 'invoice', c.id), 400, 'bad_request');
    await expectError(await getValues(demo.admin, 'candidate', 'nope'), 404, 'not_found');
  });

  it('ignores an archived field: not listed, not required, its value neither checked nor stored', async () => {
    const c = await makeCandidate(demo.acmeId);
    const gone = await field({ entity: 'candidate', label: 'Badge', key: `badge_${t}`, type: 'number', required: true });
    await expectError(await putValues(demo.admin, 'candidate', c.id, { [K.text]: 'Sam' }), 400, 'bad_request');
    await call(fieldRoute.DELETE, 'DELETE', fieldPaths.one(gone._id), { token: demo.admin, params: { id: gone._id } });
    const data = await ok(await putValues(demo.admin, 'candidate', c.id, { [K.text]: 'Sam', [gone.key]: 'not a number' }));
    expect(data.fields.some((f) => f.key === gone.key)).toBe(false);
    expect(gone.key in data.values).toBe(false);
    const row = theRow(await db().select().from(candidateProfiles).where(eq(candidateProfiles.candidateId, c.id)));
    expect(gone.key in row.customFields).toBe(false);
  });

  it("checks the candidate profile's custom_fields against the same definitions", async () => {
    const c = await makeCandidate(demo.acmeId);
    const put = (custom_fields: unknown) =>
      call(profileRoute.PUT, 'PUT', `/api/candidates/candidates/${c.id}/profile`, {
        token: demo.admin,
        params: { id: c.id },
        body: { custom_fields },
      });
    await expectError(await put({ [K.text]: 'Sam', [K.select]: 'XXL' }), 400, 'bad_request');
    await expectError(await put({ free_key: 1 }), 400, 'bad_request');
    const res = await put({ [K.text]: ' Sam ', [K.number]: 2, free_key: 'still allowed' });
    const body = await json<{ data: { custom_fields: Record<string, unknown> } }>(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.data.custom_fields).toEqual({ [K.text]: 'Sam', [K.number]: 2, free_key: 'still allowed' });
  });
});

describe('company and placement values', () => {
  it('store one row per field, clear with null, and read back only active fields', async () => {
    const company = await firstCompany(demo.acmeId);
    const since = await field({ entity: 'company', label: 'Contract since', key: `contract_${t}`, type: 'date' });
    const tier = await field({ entity: 'company', label: 'Tier', key: `tier_${t}`, type: 'select', options: ['Gold', 'Silver'] });
    const data = await ok(await putValues(demo.admin, 'company', company.id, { [since.key]: '2025-01-31', [tier.key]: 'Gold' }));
    expect(data.values).toMatchObject({ [since.key]: '2025-01-31', [tier.key]: 'Gold' });
    expect(data.extra).toEqual({});
    expect((await ok(await getValues(demo.recruiter, 'company', company.id))).values[tier.key]).toBe('Gold');
    await ok(await putValues(demo.admin, 'company', company.id, { [since.key]: '2025-01-31', [tier.key]: null }));
    const rows = await db()
      .select()
      .from(customFieldValues)
      .where(and(eq(customFieldValues.entityId, company.id), eq(customFieldValues.fieldId, tier._id)));
    expect(rows).toHaveLength(0);
    await expectError(await putValues(demo.admin, 'company', company.id, { [tier.key]: 'Bronze' }), 400, 'bad_request');
    await expectError(await putValues(demo.globexAdmin, 'company', company.id, {}), 404, 'not_found');
    // A candidate key on a company is unknown there.
    await expectError(await putValues(demo.admin, 'company', company.id, { [K.text]: 'Sam' }), 400, 'bad_request');
  });

  it('works for placements, and a company id is not a placement', async () => {
    const candidate = await makeCandidate(demo.acmeId);
    const placement = await makePlacement(demo.acmeId, candidate.id);
    const ppe = await field({ entity: 'placement', label: 'PPE given', key: `ppe_${t}`, type: 'boolean', required: true });
    await expectError(await putValues(demo.admin, 'placement', placement.id, {}), 400, 'bad_request');
    const data = await ok(await putValues(demo.recruiter, 'placement', placement.id, { [ppe.key]: true }));
    expect(data.values[ppe.key]).toBe(true);
    const company = await firstCompany(demo.acmeId);
    await expectError(await getValues(demo.admin, 'placement', company.id), 404, 'not_found');
    await expectError(await getValues(demo.contact, 'placement', placement.id), 403, 'forbidden');
  });
});
