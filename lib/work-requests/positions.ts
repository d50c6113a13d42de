import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { fieldError } from '@/lib/errors';
import type { DbOrTx } from '@/lib/db/client';
import { positions } from '@/lib/db/schema';

/**
 * The position a request names, checked against the agency's own list (admin settings → job
 * categories → positions: tenant-wide, not archived). A `position_id` of another tenant, an archived
 * or a made-up one is a 400 on `position_id`; the name stored is the catalogue's, so the request and
 * the list never disagree on spelling. A request without `position_id` keeps the free-text `position`
 * older clients send: the shift request (POST /shifts) is the one documented API (SPEC §7) whose
 * clients may send a position by name. The order uses listedPosition; the public form, positionNamed.
 */
export async function resolvePosition(
  db: DbOrTx,
  tenantId: string,
  input: { position_id?: string | null; position?: string | null },
): Promise<string> {
  if (!input.position_id) {
    if (!input.position) throw fieldError('position', 'validation.unknownPosition');
    return input.position;
  }
  const [row] = await db
    .select({ name: positions.name })
    .from(positions)
    .where(
      and(eq(positions.tenantId, tenantId), isNull(positions.companyId), isNull(positions.archivedAt), eq(positions.id, input.position_id)),
    )
    .limit(1);
  if (!row) throw fieldError('position_id', 'validation.unknownPosition');
  return row.name;
}

/** The agency's live positions for a select: id and name, by name. */
export async function positionOptions(db: DbOrTx, tenantId: string): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: positions.id, name: positions.name })
    .from(positions)
    .where(and(eq(positions.tenantId, tenantId), isNull(positions.companyId), isNull(positions.archivedAt)))
    .orderBy(positions.name);
}

/** The agency's position a typed name names, case and spacing aside, in the list's spelling; null if none. */
export async function positionNamed(db: DbOrTx, tenantId: string, typed: string): Promise<string | null> {
  const key = typed.trim().replace(/\s+/g, ' ').toLowerCase();
  if (!key) return null;
  const [row] = await db
    .select({ name: positions.name })
    .from(positions)
    .where(
      and(
        eq(positions.tenantId, tenantId),
        isNull(positions.companyId),
        isNull(positions.archivedAt),
        sql`lower(regexp_replace(trim(${positions.name}), '[[:space:]]+', ' ', 'g')) = ${key}`,
      ),
    )
    .limit(1);
  return row?.name ?? null;
}

/**
 * The position of an order: only the agency's own. `position_id` as resolvePosition; a free-text
 * `position` (older clients of the orders routes; no documented client sends one) is taken only when it
 * names one of the agency's positions, and is stored in the list's spelling; any other text is a 400 on
 * `position` in the reader's language.
 */
export async function listedPosition(
  db: DbOrTx,
  tenantId: string,
  input: { position_id?: string | null; position?: string | null },
): Promise<string> {
  if (input.position_id) return resolvePosition(db, tenantId, input);
  const named = input.position ? await positionNamed(db, tenantId, input.position) : null;
  if (!named) throw fieldError('position', 'validation.unknownPosition');
  return named;
}
