'use client';
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/cn';
import { stopTitle, type ShownStop } from './stop-title';

/**
 * The route top to bottom: numbered stops on a line, with planned arrival times. Drawn from the form's
 * values, so it follows every edit before saving. An ordered list, so screen readers hear the same sequence.
 */
export function RouteDiagram({ stops, name }: { stops: ShownStop[]; name: string }) {
  const t = useTranslations('transportRoutes.diagram');
  return (
    <section aria-labelledby="route-diagram" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="route-diagram" className="text-base font-semibold text-slate-900">
        {t('title')}
      </h2>
      <p className="mb-4 text-xs text-slate-600">{name.trim() || t('untitled')}</p>
      {stops.length === 0 ? (
        <p className="text-sm text-slate-700">{t('empty')}</p>
      ) : (
        <ol className="relative">
          {stops.map((s, i) => {
            const last = i === stops.length - 1;
            return (
              <li key={s.key} className="relative flex gap-3 pb-5 last:pb-0">
                {last ? null : <span aria-hidden className="absolute start-[0.9375rem] top-8 h-[calc(100%-2rem)] w-0.5 bg-brand/40" />}
                <span
                  aria-hidden
                  className={cn(
                    'z-10 flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                    i === 0 || last ? 'bg-brand text-on-brand' : 'border-2 border-brand bg-white text-slate-900',
                  )}
                >
                  {i + 1}
                </span>
                <div className="min-w-0 pt-1">
                  <p className="truncate text-sm font-medium text-slate-900">
                    <span className="sr-only">{t('stop', { n: i + 1 })} </span>
                    {stopTitle(s) || <span className="text-slate-500">{t('unnamed')}</span>}
                  </p>
                  <p className="text-xs text-slate-600">
                    {s.arrives_at ? <time>{s.arrives_at}</time> : t('noTime')}
                    {s.company_name ? ` · ${s.company_name}` : s.location_id ? null : ` · ${t('pickup')}`}
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
