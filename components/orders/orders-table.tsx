'use client';
import { useTranslations } from 'next-intl';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import type { Format } from '@/lib/browser/format';
import type { OrderRow } from '@/lib/orders/types';
import { FillProgress, OrderStatusBadge } from './status-badge';

/** Orders with their fill progress; the position opens the detail panel (keyboard), as does a row click. */
export function OrdersTable({ rows, fmt, caption, onOpen, stale }: { rows: OrderRow[]; fmt: Format; caption: string; onOpen: (id: string) => void; stale: boolean }) {
  const t = useTranslations('orders.table');
  return (
    <Table caption={caption} aria-busy={stale || undefined} className={stale ? 'opacity-60' : undefined}>
      <THead>
        <tr>
          <TH>{t('position')}</TH>
          <TH>{t('company')}</TH>
          <TH>{t('location')}</TH>
          <TH>{t('dates')}</TH>
          <TH>{t('filled')}</TH>
          <TH>{t('status')}</TH>
          <TH>{t('createdBy')}</TH>
        </tr>
      </THead>
      <TBody>
        {rows.map((o) => (
          <TR key={o._id} className="cursor-pointer" onClick={(e) => { if (!(e.target as HTMLElement).closest('button')) onOpen(o._id); }}>
            <TD>
              <button type="button" onClick={() => onOpen(o._id)} className="rounded text-start font-medium text-slate-900 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40">
                {o.position}
              </button>
            </TD>
            <TD>{o.company_name}</TD>
            <TD>{o.location_name}</TD>
            <TD className="whitespace-nowrap">{fmt.date(o.start_date)} – {o.end_date ? fmt.date(o.end_date) : t('openEnded')}</TD>
            <TD><FillProgress filled={o.filled} headcount={o.headcount} /></TD>
            <TD><OrderStatusBadge status={o.status} /></TD>
            <TD>{o.created_by_name ?? '—'}</TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
