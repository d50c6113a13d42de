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
  ownPlural = null,
}: {
  filtered: boolean;
  onClear: () => void;
  onRequest: () => void;
  requestLabel: string;
  /** The tenant's own plural when it renamed shifts: the texts name it as typed ("Bookings: none this week"). */
  ownPlural?: string | null;
}) {
  const t = useTranslations('shiftsBoard.empty');
  const named = (key: 'title' | 'filteredTitle' | 'body') => (ownPlural ? t(`${key}Named`, { plural: ownPlural }) : t(key));
  return filtered ? (
    <EmptyState
      title={named('filteredTitle')}
      body={t('filteredBody')}
      action={
        <Button variant="outline" onClick={onClear}>
          {t('clear')}
        </Button>
      }
    />
  ) : (
    <EmptyState title={named('title')} body={named('body')} action={<Button onClick={onRequest}>{requestLabel}</Button>} />
  );
}
