import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import * as t from '../schema';
import { CLIENT_COMPANIES, POSITIONS } from './data';

/** Skills offered as hints per job category (the client companies' industries, so demo jobs match). */
const SKILLS: Record<string, string[]> = {
  Warehousing: ['Forklift', 'Pallet jack', 'RF scanner', 'Inventory counts'],
  'Food production': ['Food safety', 'Knife skills', 'Line work'],
  Hospitality: ['Housekeeping', 'Guest service', 'Laundry'],
  Manufacturing: ['Machine set-up', 'Quality checks', 'Lockout/tagout'],
  Healthcare: ['Patient handling', 'CPR', 'Infection control'],
};

type FieldSeed = Pick<typeof t.customFields.$inferInsert, 'entity' | 'key' | 'label' | 'type' | 'options'>;
/** The candidate keys match the free-form values the recruiting seed already gives candidates. */
const FIELDS: FieldSeed[] = [
  { entity: 'candidate', key: 'shirt_size', label: 'Shirt size', type: 'select', options: ['S', 'M', 'L', 'XL'] },
  { entity: 'candidate', key: 'forklift_certified', label: 'Forklift certified', type: 'boolean' },
  { entity: 'candidate', key: 'years_experience', label: 'Years of experience', type: 'number' },
  { entity: 'company', key: 'account_manager', label: 'Account manager', type: 'text' },
  { entity: 'company', key: 'contract_renewal', label: 'Contract renewal', type: 'date' },
  { entity: 'placement', key: 'shift_pattern', label: 'Shift pattern', type: 'select', options: ['Days', 'Nights', 'Rotating'] },
  { entity: 'placement', key: 'ppe_issued', label: 'PPE issued', type: 'boolean' },
];

/**
 * Demo job categories with skills, tenant-wide positions and custom fields. Idempotent: rows that exist
 * (by their unique name or key) are left as they are, so it can run on every start.
 */
export async function seedCatalog(db: Db, tenantId: string): Promise<void> {
  const industries = [...new Set(CLIENT_COMPANIES.map((c) => c.industry))];
  await db
    .insert(t.jobCategories)
    .values(industries.map((name, position) => ({ tenantId, name, position })))
    .onConflictDoNothing();
  const categories = await db
    .select({ id: t.jobCategories.id, name: t.jobCategories.name })
    .from(t.jobCategories)
    .where(eq(t.jobCategories.tenantId, tenantId));
  const skillRows = categories.flatMap((c) => (SKILLS[c.name] ?? []).map((name) => ({ tenantId, categoryId: c.id, name })));
  if (skillRows.length) await db.insert(t.skills).values(skillRows).onConflictDoNothing();

  // positions has no unique index (company positions repeat names across companies): check by name.
  const existing = await db
    .select({ name: t.positions.name })
    .from(t.positions)
    .where(and(eq(t.positions.tenantId, tenantId), isNull(t.positions.companyId)));
  const have = new Set(existing.map((p) => p.name));
  const missing = POSITIONS.filter((p) => !have.has(p.name));
  if (missing.length) {
    await db
      .insert(t.positions)
      .values(missing.map((p) => ({ tenantId, companyId: null, name: p.name, billRate: p.bill.toFixed(2), payRate: p.pay.toFixed(2) })));
  }

  await db
    .insert(t.customFields)
    .values(FIELDS.map((f, i) => ({ tenantId, ...f, position: i })))
    .onConflictDoNothing();
}
