import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { badRequest, say } from '@/lib/errors';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { attachments, onboardingProgress } from '@/lib/db/schema';
import { answerErrors, answerProblems } from './answers';
import { assignmentSummary } from './assignment-queries';
import { recomputeCompletion } from './completion';
import { loadAssignment, loadItem, record } from './load';
import type { Answers, progressBody } from './schema';

type Body = z.infer<typeof progressBody>;
type Item = Awaited<ReturnType<typeof loadItem>>;
type Assignment = Awaited<ReturnType<typeof loadAssignment>>;

/** What a body stores for an item, once it fits the item's kind: a form's checked answers, or a document. */
async function progressOf(tx: DbOrTx, tenantId: string, assignment: Assignment, item: Item, body: Body) {
  if (item.kind === 'form') {
    if (!body.answers)
      throw badRequest(
        'generic.field',
        { field: 'answers', message: say('onboarding.formNeedsAnswers') },
        { answers: say('integrations.required') },
      );
    const checked = answerProblems(item.fields, body.answers);
    if (!checked.ok) {
      const errors = answerErrors(checked.problems);
      const [first] = Object.entries(errors);
      if (!first) throw new Error('a failed answer check names no problem');
      const [key, message] = first;
      throw badRequest(
        'generic.field',
        { field: `answers.${key}`, message },
        Object.fromEntries(Object.entries(errors).map(([k, v]) => [`answers.${k}`, v])),
      );
    }
    return { answers: checked.value as Answers, attachmentId: null };
  }
  if (body.answers)
    throw badRequest(
      'generic.field',
      { field: 'answers', message: say('onboarding.documentNoAnswers') },
      { answers: say('onboarding.notForm') },
    );
  if (!body.attachment_id) return { answers: null, attachmentId: null };
  const [doc] = await tx
    .select()
    .from(attachments)
    .where(
      and(
        eq(attachments.tenantId, tenantId),
        eq(attachments.id, body.attachment_id),
        eq(attachments.subjectType, 'candidate'),
        eq(attachments.subjectId, assignment.candidateId),
        eq(attachments.kind, 'document'),
      ),
    )
    .limit(1);
  if (!doc)
    throw badRequest(
      'generic.field',
      { field: 'attachment_id', message: say('onboarding.noSuchDocument') },
      { attachment_id: say('onboarding.notFound') },
    );
  if (doc.documentTypeId && item.documentTypeId && doc.documentTypeId !== item.documentTypeId) {
    throw badRequest(
      'generic.field',
      { field: 'attachment_id', message: say('onboarding.otherDocumentType') },
      { attachment_id: say('onboarding.wrongDocumentType') },
    );
  }
  return { answers: null, attachmentId: doc.id };
}

/** Marks one item of an assignment done (or replaces what was given); completion is recomputed at once. */
export async function completeItem(db: DbOrTx, session: Session, assignmentId: string, itemId: string, body: Body) {
  return db.transaction(async (tx) => {
    const assignment = await loadAssignment(tx, session.tenantId, assignmentId, true);
    const item = await loadItem(tx, session.tenantId, assignment.packetId, itemId);
    const values = await progressOf(tx, session.tenantId, assignment, item, body);
    const completedAt = new Date();
    await tx
      .insert(onboardingProgress)
      .values({ tenantId: session.tenantId, assignmentId, itemId, ...values, completedAt })
      .onConflictDoUpdate({ target: [onboardingProgress.assignmentId, onboardingProgress.itemId], set: { ...values, completedAt } });
    await recomputeCompletion(tx, session.tenantId, { assignmentId }, session.userId);
    await record(tx, session, 'progress.complete', assignmentId, { item_id: itemId, attachment_id: values.attachmentId });
    return assignmentSummary(tx, session.tenantId, assignmentId);
  });
}

/** Un-completes an item (a form to redo, a document rejected); a completed assignment reopens. */
export async function reopenItem(db: DbOrTx, session: Session, assignmentId: string, itemId: string) {
  return db.transaction(async (tx) => {
    const assignment = await loadAssignment(tx, session.tenantId, assignmentId, true);
    await loadItem(tx, session.tenantId, assignment.packetId, itemId);
    await tx
      .delete(onboardingProgress)
      .where(
        and(
          eq(onboardingProgress.tenantId, session.tenantId),
          eq(onboardingProgress.assignmentId, assignmentId),
          eq(onboardingProgress.itemId, itemId),
        ),
      );
    await recomputeCompletion(tx, session.tenantId, { assignmentId }, session.userId);
    await record(tx, session, 'progress.reopen', assignmentId, { item_id: itemId });
    return assignmentSummary(tx, session.tenantId, assignmentId);
  });
}
