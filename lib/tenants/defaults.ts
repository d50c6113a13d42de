import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import * as t from '@/lib/db/schema';

/**
 * What every tenant needs to work, demo or real: its settings row, the configurable statuses (new
 * candidates, applications, locations and referrals start in the default of their kind) and the note
 * types. One source for both paths: the demo seed (seedTenant) and provisioning a real tenant
 * (lib/tenants/provision.ts, `npm run tenant:create`). No demo data here: no companies, people or sample rows.
 */

/** The seeded candidate status that blocks placing, inviting and assigning (issue 22 §4). */
const NOT_PLACEABLE = 'Do not place';

/** Configurable statuses per kind (SPEC §4), in order; the first of each kind is its default. */
const STATUSES: Record<t.StatusKind, [name: string, color: string][]> = {
  candidate: [
    ['Active', '#16a34a'],
    ['Available', '#0284c7'],
    ['Placed', '#7c3aed'],
    ['Do not place', '#dc2626'],
  ],
  application: [
    ['New', '#0284c7'],
    ['Screening', '#d97706'],
    ['Interview', '#4f46e5'],
    ['Offer', '#0d9488'],
    ['Placed', '#16a34a'],
    ['Rejected', '#dc2626'],
  ],
  application_source: [
    ['Job board', '#475569'],
    ['Referral', '#7c3aed'],
    ['Walk-in', '#ea580c'],
    ['Website', '#0369a1'],
    ['Indeed', '#2563eb'],
  ],
  location: [
    ['Active', '#16a34a'],
    ['Onboarding', '#0284c7'],
    ['Paused', '#d97706'],
    ['Closed', '#475569'],
  ],
  referral: [
    ['New', '#0284c7'],
    ['Contacted', '#d97706'],
    ['Hired', '#16a34a'],
    ['Paid', '#7c3aed'],
  ],
};
const NOTE_TYPES = ['General', 'Phone call', 'Interview', 'Compliance'];

/** The settings row's own values (colours, SPEC §3 "Company settings" data); absent ones keep the app's defaults. */
export type TenantSettingsSeed = Pick<typeof t.companySettings.$inferInsert, 'primaryColor' | 'secondaryColor' | 'data'>;

/** The defaults of a tenant just inserted: its settings row, statuses and note types. */
export async function seedTenantDefaults(db: DbOrTx, tenantId: string, settings: TenantSettingsSeed = {}): Promise<void> {
  await db.insert(t.companySettings).values({ tenantId, ...settings });
  await seedDefaultStatuses(db, tenantId);
  await seedNoteTypes(db, tenantId);
}

/**
 * The product's statuses of every kind (idempotent: names are unique per tenant and kind, so a status that
 * exists, renamed or not, is left as it is). Returns all the tenant's statuses, for seeds that refer to them.
 */
export async function seedDefaultStatuses(db: DbOrTx, tenantId: string): Promise<(typeof t.statusOptions.$inferSelect)[]> {
  await db
    .insert(t.statusOptions)
    .values(
      (Object.entries(STATUSES) as [t.StatusKind, [string, string][]][]).flatMap(([kind, list]) =>
        list.map(([name, color], position) => ({
          tenantId,
          kind,
          name,
          color,
          position,
          isDefault: position === 0,
          placeable: !(kind === 'candidate' && name === NOT_PLACEABLE),
        })),
      ),
    )
    .onConflictDoNothing();
  return db.select().from(t.statusOptions).where(eq(t.statusOptions.tenantId, tenantId));
}

/** Idempotent: note type names are unique per tenant. */
export async function seedNoteTypes(db: DbOrTx, tenantId: string): Promise<void> {
  await db
    .insert(t.noteTypes)
    .values(NOTE_TYPES.map((name) => ({ tenantId, name })))
    .onConflictDoNothing();
}

/** The seeded names of one kind, in their order (the demo seed draws sample rows from them). */
export function defaultStatusNames(kind: t.StatusKind): string[] {
  return STATUSES[kind].map(([name]) => name);
}

/** The four roles (SPEC §2): reference rows every database needs, tenants or not. */
const ROLE_ROWS = [
  { id: 1, slug: 'super_admin', name: 'Super Admin' },
  { id: 2, slug: 'company_admin', name: 'Company Admin' },
  { id: 3, slug: 'recruiter', name: 'Recruiter' },
  { id: 4, slug: 'company_contact', name: 'Company Contact' },
];

export async function seedRoles(db: Db): Promise<void> {
  await db.insert(t.roles).values(ROLE_ROWS).onConflictDoNothing();
}
