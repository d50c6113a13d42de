'use client';
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/cn';
import { useFormatters } from './format';

/** Today at a glance. The accent only repeats the label, so colour is never the sole signal. */
export function StatCards({ working, late, noShows }: { working: number; late: number; noShows: number }) {
  const t = useTranslations('whosWorking.stats');
  const f = useFormatters();
  const cards = [
    { key: 'working', value: working, accent: 'border-s-brand' },
    { key: 'late', value: late, accent: late > 0 ? 'border-s-amber-500' : 'border-s-slate-300' },
    { key: 'noShows', value: noShows, accent: noShows > 0 ? 'border-s-red-600' : 'border-s-slate-300' },
  ] as const;
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {cards.map((c) => (
        <div
          key={c.key}
          className={cn('rounded-lg border border-s-4 border-slate-200 bg-white px-4 py-3', c.accent)}
          data-testid={`stat-${c.key}`}
        >
          <dt className="text-sm font-medium text-slate-700">{t(c.key)}</dt>
          <dd className="mt-1 text-3xl font-semibold tabular-nums text-slate-900">{f.count(c.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
