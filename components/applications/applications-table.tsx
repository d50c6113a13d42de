'use client';
import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import type { ApplicationRow } from '@/lib/applications/types';
import type { StatusOption } from '@/lib/statuses/types';
import { StatusSelect } from './status-select';

/** Applications, newest first: the candidate links to their application view; status changes inline. */
export function ApplicationsTable({ rows, statuses, caption, stale, onPlace }: {
  rows: ApplicationRow[]; statuses: StatusOption[]; caption: string; stale: boolean; onPlace: (app: ApplicationRow) => void;
}) {
  const t = useTranslations('applications');
  const format = useFormatter();
  return (
    <div aria-busy={stale || undefined} className={stale ? 'opacity-70 transition-opacity' : undefined}>
      <Table caption={caption}>
        <THead>
          <tr><TH>{t('columns.candidate')}</TH><TH>{t('columns.job')}</TH><TH>{t('columns.source')}</TH><TH>{t('columns.status')}</TH><TH>{t('columns.applied')}</TH><TH><span className="sr-only">{t('columns.actions')}</span></TH></tr>
        </THead>
        <TBody>
          {rows.map((a) => (
            <TR key={a._id}>
              <TD>
                <Link href={`/applications/${a.candidate_id}`} className="font-medium text-slate-900 underline-offset-2 hover:underline">{a.candidate_name}</Link>
                <span className="block text-xs text-slate-600">{a.candidate_email}</span>
              </TD>
              <TD>{a.job_id ? <Link href={`/jobs-v2/${a.job_id}`} className="underline-offset-2 hover:underline">{a.job_title}</Link> : <span className="text-slate-600">{t('noJob')}</span>}</TD>
              <TD>{a.source}</TD>
              <TD><StatusSelect app={a} statuses={statuses} /></TD>
              <TD className="whitespace-nowrap">{format.dateTime(new Date(a.created_at), { dateStyle: 'medium' })}</TD>
              <TD className="whitespace-nowrap text-end">
                <Button size="sm" variant="ghost" asChild><Link href={`/applications/update/${a.candidate_id}`} aria-label={t('editFor', { name: a.candidate_name })}>{t('edit')}</Link></Button>
                <Button size="sm" variant="outline" onClick={() => onPlace(a)} aria-label={t('placeFor', { name: a.candidate_name })}>{t('placeAction')}</Button>
              </TD>
            </TR>
          ))}
        </TBody>
      </Table>
    </div>
  );
}
