'use client';
import * as T from '@radix-ui/react-tabs';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import { TIMESHEET_TABS, type StatusCounts, type TimesheetTab } from '@/lib/timesheets/types';

/**
 * Status tabs with live counts. Manual activation: arrow keys move focus and Enter or Space opens a
 * tab, so moving across tabs does not fire a list request per key press. Every tab owns a panel (empty
 * unless active) so each tab's aria-controls points at a real element.
 */
export function StatusTabs({ value, counts, onChange, children }: { value: TimesheetTab; counts: StatusCounts | undefined; onChange: (tab: TimesheetTab) => void; children: ReactNode }) {
  const t = useTranslations('timesheets.tabs');
  const locale = useLocale();
  const number = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  return (
    <T.Root value={value} onValueChange={(v) => onChange(v as TimesheetTab)} activationMode="manual">
      <T.List aria-label={t('label')} className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {TIMESHEET_TABS.map((tab) => (
          <T.Trigger key={tab} value={tab}
            className="-mb-px inline-flex items-center gap-2 whitespace-nowrap rounded-t border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-700 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40 data-[state=active]:border-brand data-[state=active]:text-slate-900">
            {t(tab)}
            {/* The space keeps "Submitted 12" apart in the accessible name; flex layout ignores it. */}
            {counts ? ' ' : null}
            {counts ? <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">{number.format(counts[tab] ?? 0)}</span> : null}
          </T.Trigger>
        ))}
      </T.List>
      {TIMESHEET_TABS.map((tab) => (
        <T.Content key={tab} value={tab} forceMount hidden={tab !== value} className="rounded pt-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/30">
          {tab === value ? children : null}
        </T.Content>
      ))}
    </T.Root>
  );
}
