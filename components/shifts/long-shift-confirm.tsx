'use client';
import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/ui/dialog';
import type { ShiftLength } from '@/lib/on-demand/long-shift';

type LongText = ReturnType<typeof useTranslations<'shiftsBoard.long'>>;

/** "This shift is 23 hours long (08:00 → 07:00 the next day)…", in the reader's language. */
function lengthText(t: LongText, length: ShiftLength): string {
  const hours = Math.floor(length.minutes / 60);
  const minutes = length.minutes % 60;
  return t('description', {
    duration: minutes ? t('hoursMinutes', { hours, minutes }) : t('hours', { hours }),
    start: length.start,
    end: length.end,
    nextDay: String(length.nextDay),
  });
}

/**
 * "Is this shift meant to be this long?": asked before a shift over the long-shift limit is sent (request or
 * edit). Open while `length` is set; cancelling goes back to the form to change the times.
 */
export function LongShiftConfirm({
  length,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  length: ShiftLength | null;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations('shiftsBoard.long');
  return (
    <ConfirmDialog
      open={length !== null}
      onOpenChange={(o) => {
        if (!o) onCancel();
      }}
      danger={false}
      title={t('title')}
      description={length ? lengthText(t, length) : ''}
      confirmLabel={confirmLabel}
      cancelLabel={t('change')}
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
