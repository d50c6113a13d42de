'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import type { AssignmentRow } from '@/lib/onboarding/types';
import { AssignmentStatusBadge, ProgressBar } from './progress';

const dayOf = (ymd: string) => new Date(`${ymd}T12:00:00Z`);

export function AssignmentsTable({ rows, onOpen }: { rows: AssignmentRow[]; onOpen: (id: string) => void }) {
  const t = useTranslations('onboarding.assignments');
  const format = useFormatter();
  return (
    <Table caption={t('caption')}>
      <THead>
        <tr>
          <TH>{t('candidate')}</TH>
          <TH>{t('packet')}</TH>
          <TH>{t('dueDate')}</TH>
          <TH>{t('progressLabel')}</TH>
          <TH>{t('status')}</TH>
          <TH><span className="sr-only">{t('actions')}</span></TH>
        </tr>
      </THead>
      <TBody>
        {rows.map((r) => (
          <TR key={r._id}>
            <TD>
              <span className="block font-medium text-slate-900">{r.candidate_name}</span>
              <span className="block text-xs text-slate-700">{r.candidate_email}</span>
            </TD>
            <TD>{r.packet_name}</TD>
            <TD>{r.due_date ? format.dateTime(dayOf(r.due_date), { dateStyle: 'medium', timeZone: 'UTC' }) : <span className="text-slate-600">{t('noDueDate')}</span>}</TD>
            <TD><ProgressBar done={r.progress.done} total={r.progress.total} /></TD>
            <TD><AssignmentStatusBadge status={r.status} /></TD>
            <TD className="text-end">
              <Button size="sm" variant="outline" onClick={() => onOpen(r._id)} aria-label={t('openNamed', { name: r.candidate_name, packet: r.packet_name })}>{t('open')}</Button>
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
