import 'server-only';
import { and, count, desc, eq, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { notFound } from '@/lib/errors';
import { likePattern, offsetOf } from '@/lib/schema-kit/paging';
import type { DbOrTx } from '@/lib/db/client';
import {
  attachments,
  candidates as c,
  onboardingAssignments as a,
  onboardingPackets as p,
  onboardingProgress,
  uploads,
} from '@/lib/db/schema';
import type { AssignmentStatus } from '@/lib/onboarding/constants';
import { isoOrNull, packetItems } from './queries';
import type { assignmentsQuery } from './schema';
import type { AssignmentDetail, AssignmentRow, CandidateDocument } from './schema';
import { theRow } from '@/lib/db/rows';

// Overdue is worked out when read (due date passed, not completed), so it never goes stale in a column.
const statusSql = sql<AssignmentStatus>`case when ${a.completedAt} is not null then 'completed' when ${a.dueDate} < current_date then 'overdue' else 'pending' end`;

const columns = {
  id: a.id,
  packetId: a.packetId,
  packetName: p.name,
  candidateId: a.candidateId,
  first: c.firstName,
  last: c.lastName,
  email: c.email,
  dueDate: a.dueDate,
  completedAt: a.completedAt,
  createdAt: a.createdAt,
  status: statusSql,
  total: sql<number>`(select count(*) from onboarding_items i where i.tenant_id = ${a.tenantId} and i.packet_id = ${a.packetId})`.mapWith(
    Number,
  ),
  done: sql<number>`(select count(*) from onboarding_progress pr where pr.tenant_id = ${a.tenantId} and pr.assignment_id = ${a.id})`.mapWith(
    Number,
  ),
};

function statusWhere(status: 'all' | AssignmentStatus): SQL | undefined {
  if (status === 'completed') return isNotNull(a.completedAt);
  if (status === 'overdue') return and(isNull(a.completedAt), lt(a.dueDate, sql`current_date`));
  if (status === 'pending') return and(isNull(a.completedAt), or(isNull(a.dueDate), sql`${a.dueDate} >= current_date`));
  return undefined;
}

function select(tx: DbOrTx, where: SQL | undefined) {
  return tx
    .select(columns)
    .from(a)
    .innerJoin(p, and(eq(p.id, a.packetId), eq(p.tenantId, a.tenantId)))
    .innerJoin(c, and(eq(c.id, a.candidateId), eq(c.tenantId, a.tenantId)))
    .where(where);
}

type Selected = Awaited<ReturnType<typeof select>>[number];
const rowJson = (r: Selected): AssignmentRow => ({
  _id: r.id,
  packet_id: r.packetId,
  packet_name: r.packetName,
  candidate_id: r.candidateId,
  candidate_name: `${r.first} ${r.last}`,
  candidate_email: r.email,
  due_date: r.dueDate,
  completed_at: isoOrNull(r.completedAt),
  created_at: r.createdAt.toISOString(),
  status: r.status,
  progress: { done: r.done, total: r.total },
});

export async function listAssignments(db: DbOrTx, tenantId: string, q: z.infer<typeof assignmentsQuery>) {
  const like = q.search ? likePattern(q.search) : null;
  const where = and(
    eq(a.tenantId, tenantId),
    q.packet_id ? eq(a.packetId, q.packet_id) : undefined,
    q.candidate_id ? eq(a.candidateId, q.candidate_id) : undefined,
    statusWhere(q.status),
    like ? or(ilike(sql`${c.firstName} || ' ' || ${c.lastName}`, like), ilike(c.email, like), ilike(p.name, like)) : undefined,
  );
  const [rows, counted] = await Promise.all([
    select(db, where).orderBy(desc(a.createdAt), desc(a.id)).limit(q.per_page).offset(offsetOf(q)),
    db
      .select({ n: count() })
      .from(a)
      .innerJoin(p, and(eq(p.id, a.packetId), eq(p.tenantId, a.tenantId)))
      .innerJoin(c, and(eq(c.id, a.candidateId), eq(c.tenantId, a.tenantId)))
      .where(where),
  ]);
  return { data: rows.map(rowJson), total: theRow(counted, 'count').n };
}

/** One assignment as the list shows it (status, progress), read inside the caller's transaction. */
export async function assignmentSummary(tx: DbOrTx, tenantId: string, id: string): Promise<AssignmentRow> {
  const [row] = await select(tx, and(eq(a.tenantId, tenantId), eq(a.id, id))).limit(1);
  if (!row) throw notFound('assignment');
  return rowJson(row);
}

async function candidateDocuments(db: DbOrTx, tenantId: string, candidateId: string): Promise<CandidateDocument[]> {
  const rows = await db
    .select({ id: attachments.id, filename: uploads.filename, typeId: attachments.documentTypeId, createdAt: attachments.createdAt })
    .from(attachments)
    .innerJoin(uploads, and(eq(uploads.id, attachments.uploadId), eq(uploads.tenantId, attachments.tenantId)))
    .where(
      and(
        eq(attachments.tenantId, tenantId),
        eq(attachments.subjectType, 'candidate'),
        eq(attachments.subjectId, candidateId),
        eq(attachments.kind, 'document'),
      ),
    )
    .orderBy(desc(attachments.createdAt));
  return rows.map((r) => ({ _id: r.id, filename: r.filename, document_type_id: r.typeId, created_at: r.createdAt.toISOString() }));
}

/** An assignment with each item of its packet and how far the candidate got with it. */
export async function getAssignment(db: DbOrTx, tenantId: string, id: string): Promise<AssignmentDetail> {
  const summary = await assignmentSummary(db, tenantId, id);
  const [items, progress, documents] = await Promise.all([
    packetItems(db, tenantId, summary.packet_id),
    db
      .select()
      .from(onboardingProgress)
      .where(and(eq(onboardingProgress.tenantId, tenantId), eq(onboardingProgress.assignmentId, id))),
    candidateDocuments(db, tenantId, summary.candidate_id),
  ]);
  const byItem = new Map(progress.map((r) => [r.itemId, r]));
  return {
    ...summary,
    documents,
    items: items.map((item) => {
      const done = byItem.get(item._id);
      return {
        ...item,
        progress: done ? { completed_at: done.completedAt.toISOString(), answers: done.answers, attachment_id: done.attachmentId } : null,
      };
    }),
  };
}

/**
 * Sets completed_at of the target's assignments that are complete (every item of the packet done; an
 * existing time is kept) and clears it on those no longer complete; answers the rows it changed with their
 * candidate's and packet's names.
 */
export async function settleCompletion(
  tx: DbOrTx,
  tenantId: string,
  target: { assignmentId: string } | { packetId: string },
): Promise<{ id: string; completed_at: string | null; candidate: string; packet: string }[]> {
  const which = 'assignmentId' in target ? sql`a2.id = ${target.assignmentId}` : sql`a2.packet_id = ${target.packetId}`;
  const changed = await tx.execute<{ id: string; completed_at: string | null; candidate: string; packet: string }>(sql`
    update onboarding_assignments a set completed_at = case when t.total > 0 and t.done = t.total then coalesce(a.completed_at, now()) end
    from (
      select a2.id,
        (select count(*) from onboarding_items i where i.tenant_id = a2.tenant_id and i.packet_id = a2.packet_id) as total,
        (select count(*) from onboarding_progress pr where pr.tenant_id = a2.tenant_id and pr.assignment_id = a2.id) as done
      from onboarding_assignments a2 where a2.tenant_id = ${tenantId} and ${which}
    ) t
    where a.id = t.id and a.tenant_id = ${tenantId}
      and (a.completed_at is null) = (t.total > 0 and t.done = t.total)
    returning a.id, a.completed_at,
      (select c.first_name || ' ' || c.last_name from candidates c where c.id = a.candidate_id) as candidate,
      (select p.name from onboarding_packets p where p.id = a.packet_id) as packet`);
  return changed.rows;
}
