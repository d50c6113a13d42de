'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** Nothing to show: with filters on, offer to clear them; otherwise explain what would appear here. */
export function ListEmpty({ title, body, filtered, onClear }: { title: string; body: string; filtered: boolean; onClear: () => void }) {
  const t = useTranslations('timesheets');
  return filtered ? (
    <EmptyState
      title={t('empty.filtered.title')}
      body={t('empty.filtered.body')}
      action={
        <Button variant="outline" onClick={onClear}>
          {t('filters.clear')}
        </Button>
      }
    />
  ) : (
    <EmptyState title={title} body={body} />
  );
}
