'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** No shift this week: with filters on, offer to clear them; otherwise offer to request one. */
export function BoardEmpty({
  filtered,
  onClear,
  onRequest,
  requestLabel,
}: {
  filtered: boolean;
  onClear: () => void;
  onRequest: () => void;
  requestLabel: string;
}) {
  const t = useTranslations('shiftsBoard.empty');
  return filtered ? (
    <EmptyState
      title={t('filteredTitle')}
      body={t('filteredBody')}
      action={
        <Button variant="outline" onClick={onClear}>
          {t('clear')}
        </Button>
      }
    />
  ) : (
    <EmptyState title={t('title')} body={t('body')} action={<Button onClick={onRequest}>{requestLabel}</Button>} />
  );
}
