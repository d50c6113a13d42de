'use client';
import * as T from '@radix-ui/react-tabs';
import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ORDER_TABS, type OrderTab } from '@/lib/orders/constants';
import type { OrderCounts } from '@/lib/orders/types';

/**
 * Status tabs with counts. Manual activation: arrows move focus, Enter or Space opens a tab, so moving
 * across tabs does not fire a request per key press. Every tab owns a panel for its aria-controls.
 */
export function CountTabs({ value, counts, onChange, children }: { value: OrderTab; counts: OrderCounts | undefined; onChange: (tab: OrderTab) => void; children: ReactNode }) {
  const t = useTranslations('orders.tabs');
  const format = useFormatter();
  return (
    <T.Root value={value} onValueChange={(v) => onChange(v as OrderTab)} activationMode="manual">
      <T.List aria-label={t('label')} className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {ORDER_TABS.map((tab) => (
          <T.Trigger key={tab} value={tab}
            className="-mb-px inline-flex items-center gap-2 whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-700 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40 data-[state=active]:border-brand data-[state=active]:text-slate-900">
            {t(tab)}
            {counts ? ' ' : null}
            {counts ? <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">{format.number(counts[tab])}</span> : null}
          </T.Trigger>
        ))}
      </T.List>
      {ORDER_TABS.map((tab) => (
        <T.Content key={tab} value={tab} forceMount hidden={tab !== value} className="pt-4 focus-visible:outline-none">
          {tab === value ? children : null}
        </T.Content>
      ))}
    </T.Root>
  );
}
