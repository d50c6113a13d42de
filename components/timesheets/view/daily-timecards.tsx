'use client';
import { useTranslations } from 'next-intl';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import type { Format } from '@/lib/browser/format';
import type { TimecardRow } from '@/lib/timesheets/types';

/** The week's clock-ins, day by day, with the hours they add up to. */
export function DailyTimecards({ cards, fmt }: { cards: TimecardRow[]; fmt: Format }) {
  const t = useTranslations('timesheets.view');
  const tc = useTranslations('timesheets.timecards');
  const sorted = [...cards].sort((a, b) => a.clock_in.localeCompare(b.clock_in));
  const hours = sorted.reduce((sum, c) => sum + (c.hours ?? 0), 0);
  const breaks = sorted.reduce((sum, c) => sum + c.break_minutes, 0);
  return (
    <section aria-labelledby="daily-timecards" className="mb-6">
      <h2 id="daily-timecards" className="mb-3 text-lg font-semibold text-slate-900">{t('timecards')}</h2>
      {sorted.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-700">{t('noTimecards')}</p>
      ) : (
        <Table caption={t('timecards')}>
          <THead>
            <tr>
              <TH>{tc('day')}</TH><TH>{tc('in')}</TH><TH>{tc('out')}</TH>
              <TH className="text-end">{tc('break')}</TH><TH className="text-end">{tc('hours')}</TH><TH>{tc('source')}</TH>
            </tr>
          </THead>
          <TBody>
            {sorted.map((c) => (
              <TR key={c._id}>
                <TD className="whitespace-nowrap font-medium">{fmt.weekday(c.clock_in)}</TD>
                <TD className="tabular-nums">{fmt.time(c.clock_in)}</TD>
                <TD className="tabular-nums">{c.clock_out ? fmt.time(c.clock_out) : <span className="font-medium text-amber-900">{tc('open')}</span>}</TD>
                <TD className="text-end tabular-nums">{tc('minutes', { count: c.break_minutes })}</TD>
                <TD className="text-end tabular-nums">{fmt.hours(c.hours)}</TD>
                <TD>{tc(`sources.${c.source}`)}</TD>
              </TR>
            ))}
          </TBody>
          <tfoot className="border-t border-slate-200 bg-slate-50 font-semibold">
            <tr>
              <th scope="row" colSpan={3} className="px-4 py-2.5 text-start text-slate-800">{t('weekTotal')}</th>
              <td className="px-4 py-2.5 text-end tabular-nums text-slate-900">{tc('minutes', { count: breaks })}</td>
              <td className="px-4 py-2.5 text-end tabular-nums text-slate-900">{fmt.hours(hours)}</td>
              <td />
            </tr>
          </tfoot>
        </Table>
      )}
    </section>
  );
}
