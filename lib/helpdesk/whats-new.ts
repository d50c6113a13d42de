import 'server-only';
import { and, asc, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { notFound } from '@/lib/errors';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { whatsNew, whatsNewReads } from '@/lib/db/schema';
import type { WhatsNewItem } from './schema';
import { theRow } from '@/lib/db/rows';

/** Release notes are few; the panel shows the latest ones and the unread count covers them all. */
const PANEL_SIZE = 50;

/** Product-wide entries (no tenant) and the tenant's own, once published; never another tenant's. */
function visibleEntries(session: Session): SQL {
  return and(or(isNull(whatsNew.tenantId), eq(whatsNew.tenantId, session.tenantId)), lte(whatsNew.publishedAt, sql`now()`))!;
}

const readByMe = (session: Session) => and(eq(whatsNewReads.itemId, whatsNew.id), eq(whatsNewReads.userId, session.userId));

/** Visible entries and how many of them this user has not read, in one scan. */
async function countsOf(db: DbOrTx, session: Session): Promise<{ total: number; unread: number }> {
  const row = theRow(
    await db
      .select({
        total: sql<number>`count(*)::int`,
        unread: sql<number>`(count(*) filter (where ${whatsNewReads.itemId} is null))::int`,
      })
      .from(whatsNew)
      .leftJoin(whatsNewReads, readByMe(session))
      .where(visibleEntries(session)),
    'count',
  );
  return { total: Number(row.total), unread: Number(row.unread) };
}

/** Newest first, each with this user's read flag. */
export async function listWhatsNew(db: DbOrTx, session: Session): Promise<{ data: WhatsNewItem[]; unread: number; total: number }> {
  const [rows, { total, unread }] = await Promise.all([
    db
      .select({
        id: whatsNew.id,
        title: whatsNew.title,
        body: whatsNew.body,
        publishedAt: whatsNew.publishedAt,
        readAt: whatsNewReads.readAt,
      })
      .from(whatsNew)
      .leftJoin(whatsNewReads, readByMe(session))
      .where(visibleEntries(session))
      .orderBy(desc(whatsNew.publishedAt), desc(whatsNew.id))
      .limit(PANEL_SIZE),
    countsOf(db, session),
  ]);
  return {
    data: rows.map((r) => ({
      _id: r.id,
      title: r.title,
      body: r.body,
      published_at: r.publishedAt.toISOString(),
      read: r.readAt !== null,
    })),
    unread,
    total,
  };
}

/**
 * Marks the given entries (or, without ids, every visible entry) read for this user. An id the user
 * cannot see (unknown, unpublished or another tenant's) makes the whole call a 404 and nothing is
 * marked: a silent skip would hide a stale client or a probing one. Marking twice is harmless.
 */
export async function markWhatsNewRead(db: DbOrTx, session: Session, ids: string[] | undefined): Promise<{ unread: number }> {
  const wanted = ids ? [...new Set(ids.map((id) => id.toLowerCase()))] : undefined;
  const where = wanted ? and(visibleEntries(session), inArray(whatsNew.id, wanted)) : visibleEntries(session);
  await db.transaction(async (tx) => {
    // In id order: two marks of overlapping entries insert their shared rows in one order (lib/db/locks.ts).
    const visible = await tx.select({ id: whatsNew.id }).from(whatsNew).where(where).orderBy(asc(whatsNew.id));
    if (wanted && visible.length !== wanted.length) throw notFound('whatsNewEntry');
    if (visible.length) {
      await tx
        .insert(whatsNewReads)
        .values(visible.map((v) => ({ userId: session.userId, itemId: v.id })))
        .onConflictDoNothing();
    }
  });
  return { unread: (await countsOf(db, session)).unread };
}
