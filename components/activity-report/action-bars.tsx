'use client';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Empty } from '@/components/ui/load-states';
import type { ActionCount } from '@/lib/activity-report/schema';
import { useFormat } from '@/lib/browser/format';
import { translatedOr } from '@/lib/i18n/keys';
import { TIMESHEET_LOG_ACTIONS, type TimesheetLogAction } from '@/lib/timesheets/log-actions';

/** Actions the timesheet module writes to its log (its one list); anything else shows as logged. */
const KNOWN: ReadonlySet<string> = new Set<TimesheetLogAction>(TIMESHEET_LOG_ACTIONS);

/**
 * Timesheet actions by type as a plain list with bars: the label and the number are text, the bar only
 * repeats the number (hidden from assistive technology), so nothing needs a separate text alternative.
 */
export function ActionBars({ actions }: { actions: ActionCount[] }) {
  const t = useTranslations('activityReport.actions');
  const fmt = useFormat();
  const headingId = useId();
  const max = Math.max(1, ...actions.map((a) => a.count));
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="action-bars">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {t('heading')}
      </h2>
      {actions.length === 0 ? (
        <div className="mt-3">
          <Empty>{t('empty')}</Empty>
        </div>
      ) : (
        <ul className="mt-3 space-y-2">
          {actions.map((a) => (
            <li key={a.action} className="grid grid-cols-[minmax(8rem,12rem)_1fr_auto] items-center gap-3 text-sm">
              <span className="truncate text-slate-800">
                {KNOWN.has(a.action) ? translatedOr(t, `labels.${a.action}`, a.action) : a.action}
              </span>
              <span aria-hidden className="h-3 rounded bg-slate-100">
                <span className="block h-3 rounded bg-brand" style={{ width: `${(a.count / max) * 100}%` }} />
              </span>
              <span className="text-end font-semibold tabular-nums text-slate-900">{fmt.count(a.count)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
