'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import type { Availability } from '@/lib/candidates/schema';
import { minutesOf, percentOf, stripDays } from './availability-view';

/**
 * The next seven days at a glance: weekly ranges in green, dated windows over them (unavailable in red,
 * extra availability in blue). Each day also says it in words for screen readers.
 */
export function WeekStrip({ availability }: { availability: Availability }) {
  const t = useTranslations('candidates.availability');
  const locale = useLocale();
  const [today] = useState(() => new Date());
  const days = useMemo(() => stripDays(today, availability.weekly, availability.windows), [today, availability]);
  const label = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short' });
  return (
    <ol className="space-y-1.5 rounded-lg border border-slate-200 bg-white p-4" aria-label={t('stripTitle')}>
      {days.map((d) => {
        const off = d.windows.filter((w) => w.kind === 'unavailable');
        const said = [
          d.ranges.length ? d.ranges.map((r) => `${r.start}–${r.end}`).join(', ') : t('noRanges'),
          off.length ? t('unavailableWindow') : null,
          d.windows.some((w) => w.kind === 'available') ? t('availableWindow') : null,
        ]
          .filter(Boolean)
          .join('; ');
        return (
          <li key={d.date.toISOString()} className="grid grid-cols-[7rem_1fr] items-center gap-3 text-sm">
            <span className="text-slate-800">{label.format(d.date)}</span>
            <span className="relative block h-4 overflow-hidden rounded bg-slate-100" title={said}>
              <span className="sr-only">{said}</span>
              {d.ranges.map((r) => (
                <span
                  key={r.start}
                  aria-hidden
                  className="absolute inset-y-0 bg-emerald-500"
                  style={{
                    insetInlineStart: percentOf(minutesOf(r.start)),
                    width: `calc(${percentOf(minutesOf(r.end))} - ${percentOf(minutesOf(r.start))})`,
                  }}
                />
              ))}
              {d.windows.map((w, i) => (
                <span
                  key={i}
                  aria-hidden
                  className={w.kind === 'unavailable' ? 'absolute inset-y-0 bg-red-500/80' : 'absolute inset-y-1 bg-sky-600'}
                  style={{ insetInlineStart: percentOf(w.from), width: `calc(${percentOf(w.to)} - ${percentOf(w.from)})` }}
                />
              ))}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
