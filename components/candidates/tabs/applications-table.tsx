'use client';
import { useTranslations } from 'next-intl';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import { useFormat } from '@/lib/browser/format';
import type { CandidateApplication } from '@/lib/candidates/types';
import { StatusBadge } from '../status-badge';

/** A candidate's applications (job, status, source, date); shared by the tab and the application view's header. */
export function ApplicationsTable({ rows, caption }: { rows: CandidateApplication[]; caption: string }) {
  const t = useTranslations('candidates.applications');
  const fmt = useFormat();
  return (
    <Table caption={caption}>
      <THead>
        <tr><TH>{t('columns.job')}</TH><TH>{t('columns.status')}</TH><TH>{t('columns.source')}</TH><TH>{t('columns.applied')}</TH></tr>
      </THead>
      <TBody>
        {rows.map((a) => (
          <TR key={a._id}>
            <TD className="font-medium">{a.job_title ?? t('noJob')}</TD>
            <TD><StatusBadge status={a.status} /></TD>
            <TD>{a.source}</TD>
            <TD className="whitespace-nowrap">{fmt.date(a.created_at)}</TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
