'use client';
import { useTranslations } from 'next-intl';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import type { Format } from '@/lib/browser/format';
import type { TimecardRow } from '@/lib/timesheets/types';

export function TimecardsTable({ rows, fmt, caption }: { rows: TimecardRow[]; fmt: Format; caption: string }) {
  const t = useTranslations('timesheets.timecards');
  const tc = useTranslations('timesheets.columns');
  return (
    <Table caption={caption}>
      <THead>
        <tr>
          <TH>{tc('worker')}</TH><TH>{tc('company')}</TH><TH>{tc('location')}</TH><TH>{t('position')}</TH>
          <TH>{t('in')}</TH><TH>{t('out')}</TH><TH className="text-end">{t('break')}</TH><TH className="text-end">{t('hours')}</TH><TH>{t('source')}</TH>
        </tr>
      </THead>
      <TBody>
        {rows.map((r) => (
          <TR key={r._id}>
            <TD className="font-medium text-slate-900">{r.worker_name}</TD>
            <TD>{r.company_name}</TD>
            <TD>{r.location_name}</TD>
            <TD>{r.position}</TD>
            <TD className="whitespace-nowrap tabular-nums">{fmt.stamp(r.clock_in)}</TD>
            <TD className="whitespace-nowrap tabular-nums">{r.clock_out ? fmt.stamp(r.clock_out) : <span className="font-medium text-amber-900">{t('open')}</span>}</TD>
            <TD className="text-end tabular-nums">{t('minutes', { count: r.break_minutes })}</TD>
            <TD className="text-end tabular-nums">{fmt.hours(r.hours)}</TD>
            <TD>{t(`sources.${r.source}`)}</TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
