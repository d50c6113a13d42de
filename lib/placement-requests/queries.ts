import 'server-only';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { hashToken } from '@/lib/auth/login';
import { likePattern, offsetOf, type PageQuery } from '@/lib/schema-kit/paging';
import type { DbOrTx } from '@/lib/db/client';
import { placementRequests, tenants } from '@/lib/db/schema';

type RequestRow = typeof placementRequests.$inferSelect;

/** The API shape of a placement request (the /orders screen renders it). */
export function toApi(r: RequestRow) {
  return {
    _id: r.id,
    company_name: r.companyName,
    contact_name: r.contactName,
    email: r.email,
    phone: r.phone,
    position: r.position,
    position_other: r.positionOther,
    headcount: r.headcount,
    start_date: r.startDate,
    end_date: r.endDate,
    work_dates: r.workDates?.length ? [...r.workDates].sort() : null,
    location: r.location,
    notes: r.notes,
    confirmed_at: r.confirmedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
}
export type PlacementRequestData = ReturnType<typeof toApi>;

export async function listPlacementRequests(db: DbOrTx, tenantId: string, q: PageQuery) {
  const where: SQL[] = [eq(placementRequests.tenantId, tenantId)];
  if (q.search) {
    const like = likePattern(q.search);
    where.push(
      or(
        ilike(placementRequests.companyName, like),
        ilike(placementRequests.contactName, like),
        ilike(placementRequests.email, like),
        ilike(placementRequests.position, like),
        ilike(placementRequests.positionOther, like),
      )!,
    );
  }
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(placementRequests)
      .where(and(...where))
      .orderBy(desc(placementRequests.createdAt), desc(placementRequests.id))
      .limit(q.per_page)
      .offset(offsetOf(q)),
    db
      .select({ n: count() })
      .from(placementRequests)
      .where(and(...where)),
  ]);
  return { data: rows.map(toApi), total: total?.n ?? 0 };
}

type ConfirmState = 'pending' | 'confirmed' | 'expired';

/** What the confirmation page shows for a mailed token: the request, its tenant and its state; null if unknown. */
export async function requestByToken(db: DbOrTx, token: string) {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ request: placementRequests, tenant: { id: tenants.id, slug: tenants.slug, name: tenants.name } })
    .from(placementRequests)
    .innerJoin(tenants, eq(tenants.id, placementRequests.tenantId))
    .where(eq(placementRequests.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return null;
  const state: ConfirmState = row.request.confirmedAt ? 'confirmed' : row.request.tokenExpiresAt <= new Date() ? 'expired' : 'pending';
  return { request: toApi(row.request), tenant: row.tenant, state };
}
