import 'server-only';
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { cachedValue, type Versions } from '@/lib/db/versioned-cache';
import { contactLocations } from '@/lib/db/schema';
import type { Session } from './guard';

/**
 * The one rule of what a session may see and act on below the tenant (DESIGN §5, §7): staff see every
 * location of the tenant (`locationIds` null); a Company Contact sees only the locations assigned to her
 * contact record (contact_locations), in every module. Her client company is never the scope: a company
 * with several sites may give her only some of them. A contact with no contact record or no assignment
 * gets [] and sees nothing.
 */
export type LocationScope = { locationIds: string[] | null };

export async function contactLocationIds(
  db: DbOrTx,
  session: Pick<Session, 'role' | 'tenantId' | 'contactId'>,
  /** The tenant's versions as this request already read them (lib/db/versioned-cache.ts). */
  versions?: Versions,
): Promise<string[] | null> {
  if (session.role !== 'company_contact') return null;
  const contactId = session.contactId;
  if (!contactId) return [];
  // Every request of hers asks this first; kept per process until the tenant's timesheet version moves,
  // which any change of contact_locations raises at commit (migration 0021), so a removal is never missed.
  const ids = await cachedValue(
    session.tenantId,
    `contact-locations:${contactId}`,
    async () => {
      const rows = await db
        .select({ id: contactLocations.locationId })
        .from(contactLocations)
        .where(and(eq(contactLocations.tenantId, session.tenantId), eq(contactLocations.contactId, contactId)));
      return rows.map((r) => r.id);
    },
    'timesheets',
    versions,
  );
  return [...ids];
}

/** A scope narrowed to locations: a Company Contact's. Staff's scope is the whole tenant. */
export const isLocationBound = (scope: LocationScope) => scope.locationIds !== null;

/**
 * The scope as a WHERE condition on a row's location column: true for staff, false for a contact with
 * no location, and a row with no location (NULL) never matches a contact.
 */
export function inLocations(column: SQL | AnyColumn, scope: LocationScope): SQL {
  if (scope.locationIds === null) return sql`true`;
  if (scope.locationIds.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    scope.locationIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

/** The same rule for a row already in hand (a write checks the row it locked, or the location it is given). */
export function allowsLocation(scope: LocationScope, locationId: string | null | undefined): boolean {
  if (scope.locationIds === null) return true;
  return !!locationId && scope.locationIds.includes(locationId);
}
