'use client';
import { useAction } from '@/lib/browser/use-action';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { HttpError } from '@/lib/browser/api-client';
import { revalidateLists as revalidateBell } from '@/components/notification-centre/api';
import type { Format } from '@/lib/browser/format';
import type { ApprovalSummary } from '@/lib/timesheets/approval-summary';
import { revalidateAll, runBulk, type ActionResponse, type BulkAction, type BulkExtra } from './api';
import { messageOf } from '@/lib/browser/message-of';

/** The approval summary of an approve's answer (lib/timesheets/schema.ts approveResult), if it holds one. */
function approvedOf(answer: ActionResponse | null): ApprovalSummary | null {
  const d = answer?.data as Partial<ApprovalSummary> | undefined;
  return d && typeof d.count === 'number' && typeof d.hours === 'number'
    ? { count: d.count, hours: d.hours, bill_total: typeof d.bill_total === 'number' ? d.bill_total : null }
    : null;
}

export type Refusal = { message: string; reasons: { id: string; name: string; reason: string }[] };

/**
 * Runs an action on one or many timesheets: toasts what was done (an approval with its weight), and on a 409 keeps the per-id
 * reasons (with worker names) for the refusal panel. Lists, counts and details refetch afterwards either
 * way, since another user may have changed the same timesheets meanwhile.
 */
export function useTimesheetActions(nameOf: (id: string) => string, fmt: Pick<Format, 'hours' | 'money'>) {
  const t = useTranslations('timesheets');
  const act = useAction({ fallbackError: t('errors.generic') });
  const [busy, setBusy] = useState<BulkAction | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  async function run(action: BulkAction, ids: string[], extra?: BulkExtra): Promise<boolean> {
    setBusy(action);
    setRefusal(null);
    const answer = await act.run(
      // Wrapped: the answer may be null (no body), which is still a success.
      async () => ({ answer: await runBulk(action, ids, extra) }),
      (done) => doneText(action, done.answer),
      (errors, err) => {
        // A 409 names each refused timesheet with its reason: kept for the refusal panel.
        if (!(err instanceof HttpError && err.status === 409)) return;
        const reasons = Object.entries(errors).map(([id, reason]) => ({ id, name: nameOf(id), reason }));
        if (reasons.length) setRefusal({ message: messageOf(err, t('errors.generic')), reasons });
      },
    );
    setBusy(null);
    void revalidateAll();
    // A decision may resolve the bell's approval items (lib/timesheets/approval-notice-queries.ts): show it now, not at the next poll.
    if (action === 'approve' || action === 'reject') void revalidateBell();
    return answer !== null;
  }

  /**
   * What the toast says was done: an approval names its count, hours and (where the reader sees money)
   * bill total from the server's answer, never recomputed here; other actions the server's own message.
   */
  function doneText(action: BulkAction, answer: ActionResponse | null): string {
    const summary = action === 'approve' ? approvedOf(answer) : null;
    if (summary) {
      const values = { count: summary.count, hours: fmt.hours(summary.hours) };
      return summary.bill_total === null
        ? t('approve.doneNoBill', values)
        : t('approve.done', { ...values, bill: fmt.money(summary.bill_total) });
    }
    return answer?.message || t('actions.done');
  }

  return { run, busy, refusal, clearRefusal: () => setRefusal(null) };
}
