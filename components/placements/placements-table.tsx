'use client';
import { useTranslations } from 'next-intl';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import type { Format } from '@/lib/browser/format';
import type { PlacementRow } from '@/lib/placements/types';
import { PlacementStatusBadge } from './status-badge';

/**
 * The placements table. The candidate's name is a button that opens the detail panel, so the row is
 * reachable by keyboard; a click anywhere on the row does the same for the mouse.
 */
export function PlacementsTable({ rows, showPay, fmt, caption, onOpen, stale }: {
  rows: PlacementRow[]; showPay: boolean; fmt: Format; caption: string; onOpen: (id: string) => void; stale: boolean;
}) {
  const t = useTranslations('placements.table');
  return (
    <Table caption={caption} aria-busy={stale || undefined} className={stale ? 'opacity-60' : undefined}>
      <THead>
        <tr>
          <TH>{t('candidate')}</TH>
          <TH>{t('company')}</TH>
          <TH>{t('location')}</TH>
          <TH>{t('position')}</TH>
          <TH>{t('dates')}</TH>
          <TH className="text-end">{t('billRate')}</TH>
          {showPay ? <TH className="text-end">{t('payRate')}</TH> : null}
          <TH>{t('status')}</TH>
        </tr>
      </THead>
      <TBody>
        {rows.map((r) => (
          <TR key={r._id} className="cursor-pointer" onClick={(e) => { if (!(e.target as HTMLElement).closest('button')) onOpen(r._id); }}>
            <TD>
              <button type="button" onClick={() => onOpen(r._id)} className="rounded text-start font-medium text-slate-900 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40">
                {r.candidate_name}
              </button>
            </TD>
            <TD>{r.company_name}</TD>
            <TD>{r.location_name}</TD>
            <TD>{r.position}</TD>
            <TD className="whitespace-nowrap">{fmt.date(r.start_date)} – {r.end_date ? fmt.date(r.end_date) : t('openEnded')}</TD>
            <TD className="text-end tabular-nums">{fmt.money(r.bill_rate)}</TD>
            {showPay ? <TD className="text-end tabular-nums">{fmt.money(r.pay_rate)}</TD> : null}
            <TD><PlacementStatusBadge status={r.status} /></TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
