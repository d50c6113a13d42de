'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

export function BoardLoading() {
  const t = useTranslations('shiftsBoard');
  return <p aria-busy="true" className="rounded-lg border border-slate-200 bg-white px-6 py-16 text-center text-sm text-slate-700">{t('loading')}</p>;
}

export function BoardError({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('shiftsBoard.errors');
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-6 py-10 text-center text-sm text-red-900">
      <p className="font-semibold">{t('loadFailed')}</p>
      <Button variant="outline" size="sm" className="mt-4" onClick={onRetry}>{t('retry')}</Button>
    </div>
  );
}

/** No shift this week: with filters on, offer to clear them; otherwise offer to request one. */
export function BoardEmpty({ filtered, onClear, onRequest, requestLabel }: { filtered: boolean; onClear: () => void; onRequest: () => void; requestLabel: string }) {
  const t = useTranslations('shiftsBoard.empty');
  return filtered
    ? <EmptyState title={t('filteredTitle')} body={t('filteredBody')} action={<Button variant="outline" onClick={onClear}>{t('clear')}</Button>} />
    : <EmptyState title={t('title')} body={t('body')} action={<Button onClick={onRequest}>{requestLabel}</Button>} />;
}
