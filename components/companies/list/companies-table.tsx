'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import { useFormat } from '@/lib/browser/format';
import type { CompanyRow } from '@/lib/companies/types';
import { CompanyStatusBadge } from '../status-badge';

const linkClass = 'text-slate-900 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40';

/** The name is a real link: keyboard, middle-click and "open in new tab" work as people expect. */
export function CompaniesTable({ rows, caption, stale }: { rows: CompanyRow[]; caption: string; stale: boolean }) {
  const t = useTranslations('companies.list.columns');
  const fmt = useFormat();
  return (
    <Table caption={caption} aria-busy={stale || undefined} className={stale ? 'opacity-60' : undefined}>
      <THead>
        <tr>
          <TH>{t('name')}</TH>
          <TH>{t('industry')}</TH>
          <TH>{t('status')}</TH>
          <TH className="text-end">{t('locations')}</TH>
          <TH className="text-end">{t('contacts')}</TH>
          <TH className="text-end">{t('placements')}</TH>
        </tr>
      </THead>
      <TBody>
        {rows.map((r) => (
          <TR key={r._id} data-testid="company-row">
            <TD className="font-medium"><Link href={`/company/${r._id}`} className={linkClass}>{r.name}</Link></TD>
            <TD>{r.industry ?? '—'}</TD>
            <TD><CompanyStatusBadge status={r.status} /></TD>
            <TD className="text-end tabular-nums">{fmt.count(r.locations_count)}</TD>
            <TD className="text-end tabular-nums">{fmt.count(r.contacts_count)}</TD>
            <TD className="text-end tabular-nums">{fmt.count(r.active_placements)}</TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
