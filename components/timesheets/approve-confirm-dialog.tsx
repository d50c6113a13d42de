'use client';
import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/ui/dialog';
import type { Format } from '@/lib/browser/format';
import type { ApprovalSummary } from '@/lib/timesheets/approval-summary';

/**
 * Approving is a decision with money on it (issue 22 §5): before anything is sent, say how many
 * timesheets, their hours and, where the reader may see it, their bill total, as the list shows them
 * (lib/timesheets/approval-summary.ts sums the rows).
 */
export default function ApproveConfirmDialog({
  summary,
  fmt,
  busy,
  onConfirm,
  onClose,
}: {
  summary: ApprovalSummary;
  fmt: Pick<Format, 'hours' | 'money'>;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useTranslations('timesheets');
  const values = { count: summary.count, hours: fmt.hours(summary.hours) };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('approve.title', { count: summary.count })}
      description={
        summary.bill_total === null
          ? t('approve.summaryNoBill', values)
          : t('approve.summary', { ...values, bill: fmt.money(summary.bill_total) })
      }
      confirmLabel={t('approve.confirm', { count: summary.count })}
      cancelLabel={t('actions.cancel')}
      busy={busy}
      danger={false}
      onConfirm={onConfirm}
    />
  );
}
