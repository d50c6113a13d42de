'use client';
import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import type { JobRow } from '@/lib/jobs/types';
import { JobStatusBadge } from './job-status-badge';

/** The job list: each title links to its details page. */
export function JobsTable({ rows, caption, stale }: { rows: JobRow[]; caption: string; stale: boolean }) {
  const t = useTranslations('jobs');
  const format = useFormatter();
  return (
    <div aria-busy={stale || undefined} className={stale ? 'opacity-70 transition-opacity' : undefined}>
      <Table caption={caption}>
        <THead>
          <tr>
            <TH>{t('fields.title')}</TH>
            <TH>{t('fields.place')}</TH>
            <TH>{t('fields.position')}</TH>
            <TH>{t('fields.status')}</TH>
            <TH className="text-end">{t('fields.applications')}</TH>
            <TH>{t('fields.created')}</TH>
          </tr>
        </THead>
        <TBody>
          {rows.map((j) => (
            <TR key={j._id}>
              <TD><Link href={`/jobs-v2/${j._id}`} className="font-medium text-slate-900 underline-offset-2 hover:underline">{j.title}</Link></TD>
              <TD>{j.company_name ?? '—'}<span className="block text-xs text-slate-600">{j.location_name ?? ''}</span></TD>
              <TD>{j.position}</TD>
              <TD><JobStatusBadge status={j.status} /></TD>
              <TD className="text-end tabular-nums">{format.number(j.application_count)}</TD>
              <TD className="whitespace-nowrap">{format.dateTime(new Date(j.created_at), { dateStyle: 'medium' })}</TD>
            </TR>
          ))}
        </TBody>
      </Table>
    </div>
  );
}
