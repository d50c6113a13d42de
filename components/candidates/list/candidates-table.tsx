'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import { useFormat } from '@/lib/browser/format';
import type { CandidateRow } from '@/lib/candidates/types';
import { StatusBadge } from '../status-badge';

/** The name is a real link: keyboard, middle-click and "open in new tab" work as people expect. */
export function CandidatesTable({ rows, caption, stale }: { rows: CandidateRow[]; caption: string; stale: boolean }) {
  const t = useTranslations('candidates.list.columns');
  const tc = useTranslations('candidates.common');
  const fmt = useFormat();
  return (
    <Table caption={caption} aria-busy={stale || undefined} className={stale ? 'opacity-60' : undefined}>
      <THead>
        <tr>
          <TH>{t('name')}</TH>
          <TH>{t('email')}</TH>
          <TH>{t('phone')}</TH>
          <TH>{t('city')}</TH>
          <TH>{t('status')}</TH>
          <TH>{t('placed')}</TH>
          <TH>{t('added')}</TH>
        </tr>
      </THead>
      <TBody>
        {rows.map((r) => (
          <TR key={r._id} data-testid="candidate-row">
            <TD className="font-medium">
              <Link href={`/candidates/${r._id}`} className="text-slate-900 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40">
                {`${r.last_name}, ${r.first_name}`}
              </Link>
            </TD>
            <TD className="break-all">{r.email}</TD>
            <TD className="whitespace-nowrap">{r.phone ?? '—'}</TD>
            <TD>{r.city ?? '—'}</TD>
            <TD><StatusBadge status={r.status} /></TD>
            <TD>{r.has_placement ? tc('yes') : tc('no')}</TD>
            <TD className="whitespace-nowrap">{fmt.date(r.created_at)}</TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
