'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** A list that could not load: say so and offer a retry (SPEC §8 only logs; a person needs more). */
export function ListError({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('timesheets.errors');
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-6 py-10 text-center text-sm text-red-900">
      <p className="font-semibold">{t('loadFailed')}</p>
      <Button variant="outline" size="sm" className="mt-4" onClick={onRetry}>{t('retry')}</Button>
    </div>
  );
}

/** Nothing to show: with filters on, offer to clear them; otherwise explain what would appear here. */
export function ListEmpty({ title, body, filtered, onClear }: { title: string; body: string; filtered: boolean; onClear: () => void }) {
  const t = useTranslations('timesheets');
  return filtered
    ? <EmptyState title={t('empty.filtered.title')} body={t('empty.filtered.body')} action={<Button variant="outline" onClick={onClear}>{t('filters.clear')}</Button>} />
    : <EmptyState title={title} body={body} />;
}

export function ListLoading({ label }: { label: string }) {
  return <p aria-busy="true" className="rounded-lg border border-slate-200 bg-white px-6 py-10 text-center text-sm text-slate-700">{label}</p>;
}
