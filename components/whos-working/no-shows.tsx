'use client';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { DashboardLabel } from '@/lib/settings/labels';
import type { NoShowRow } from '@/lib/timesheets/schema';
import { useFormatters } from './format';

/** Shifts that have started short of people, earliest first: the ones to chase are at the top. */
export function NoShows({ rows, shiftLabel }: { rows: NoShowRow[]; shiftLabel: DashboardLabel }) {
  const t = useTranslations('whosWorking.noShows');
  const f = useFormatters();
  const headingId = useId();
  const sorted = [...rows].sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="no-shows">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {t('heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('description', { shifts: shiftLabel.plural })}</p>
      {sorted.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{t('none')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {sorted.map((s) => (
            <li key={s.shift_id} className="flex items-start justify-between gap-3 py-2.5" data-testid="no-show">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{s.position}</p>
                <p className="text-sm text-slate-700">
                  {s.location_name} · {s.company_name}
                </p>
                <p className="text-sm text-slate-700">
                  {t('started', { shift: shiftLabel.singular, time: f.siteTime(s.starts_at, s.location_timezone) })}
                </p>
              </div>
              <span className="shrink-0 rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800 tabular-nums">
                {t('clockedIn', { clockedIn: f.count(s.clocked_in), expected: f.count(s.expected) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
