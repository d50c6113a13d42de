'use client';
import * as T from '@radix-ui/react-tabs';
import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { TICKET_TABS, type TicketCounts, type TicketTab } from '@/lib/helpdesk/types';

/**
 * Status tabs with counts. Manual activation: arrows move focus and Enter or Space opens a tab, so
 * moving across tabs does not fire a request per key press. Every tab owns a panel for its aria-controls.
 */
export function TicketTabs({ value, counts, onChange, children }: { value: TicketTab; counts: TicketCounts | undefined; onChange: (tab: TicketTab) => void; children: ReactNode }) {
  const t = useTranslations('supportCenter.tabs');
  const format = useFormatter();
  return (
    <T.Root value={value} onValueChange={(v) => onChange(v as TicketTab)} activationMode="manual">
      <T.List aria-label={t('label')} className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {TICKET_TABS.map((tab) => (
          <T.Trigger key={tab} value={tab}
            className="-mb-px inline-flex items-center gap-2 whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-700 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40 data-[state=active]:border-brand data-[state=active]:text-slate-900">
            {t(tab)}
            {/* The space keeps "Open 3" apart in the accessible name; flex layout ignores it. */}
            {counts ? ' ' : null}
            {counts ? <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">{format.number(counts[tab])}</span> : null}
          </T.Trigger>
        ))}
      </T.List>
      {TICKET_TABS.map((tab) => (
        <T.Content key={tab} value={tab} forceMount hidden={tab !== value} className="pt-4 focus-visible:outline-none">
          {tab === value ? children : null}
        </T.Content>
      ))}
    </T.Root>
  );
}
