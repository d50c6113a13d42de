'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { Suspense, lazy, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { Format } from '@/lib/browser/format';
import type { RatedTimecard } from '@/lib/timesheets/schema';
import type { TimecardException } from '@/lib/punches/schema';
import { ExceptionList } from '../exceptions/exception-list';
import { RatingStars } from './rating-stars';

// Most visits rate nothing: the dialog loads when a Rate button is first pressed.
const RateShiftDialog = lazy(() => import('./rate-shift-dialog'));

const rowId = (c: RatedTimecard) => c._id;

/**
 * The week's clock-ins, day by day, with the hours they add up to and how each worked shift was rated.
 * `canRate`: the tenant's shift rating switch is on, so a closed card offers Rate (or Change).
 */
export function DailyTimecards({
  timesheetId,
  cards,
  canRate,
  fmt,
  exceptions = [],
}: {
  timesheetId: string;
  cards: RatedTimecard[];
  canRate: boolean;
  fmt: Format;
  /** The timesheet's punch exceptions (lib/punches), shown on their timecard's row. */
  exceptions?: TimecardException[];
}) {
  const t = useTranslations('timesheets.view');
  const tc = useTranslations('timesheets.timecards');
  const tr = useTranslations('timesheets.rating');
  const te = useTranslations('timesheets.exceptions');
  const [rating, setRating] = useState<RatedTimecard | null>(null);
  const sorted = useMemo(() => [...cards].sort((a, b) => a.clock_in.localeCompare(b.clock_in)), [cards]);
  // Each card's hours are its share of the stored days (lib/timesheets/day-figures.ts); summed in whole
  // hundredths so the footer is exactly the Totals figure, without floating-point drift.
  const hours = sorted.reduce((sum, c) => sum + Math.round((c.hours ?? 0) * 100), 0) / 100;
  const breaks = sorted.reduce((sum, c) => sum + c.break_minutes, 0);
  // With the switch off and nothing rated before, the column would only say "Not rated" on every row.
  const showRatings = canRate || sorted.some((c) => c.rating);
  const columns = useMemo((): ColumnDef<RatedTimecard>[] => {
    const list: ColumnDef<RatedTimecard>[] = [
      {
        id: 'day',
        header: tc('day'),
        meta: { className: 'whitespace-nowrap font-medium' },
        cell: ({ row }) => fmt.siteWeekday(row.original.clock_in, row.original.location_timezone),
      },
      {
        id: 'in',
        header: tc('in'),
        meta: { className: 'tabular-nums' },
        cell: ({ row }) => fmt.siteTime(row.original.clock_in, row.original.location_timezone),
      },
      {
        id: 'out',
        header: tc('out'),
        meta: { className: 'tabular-nums' },
        cell: ({ row: { original: c } }) =>
          c.clock_out ? fmt.siteTime(c.clock_out, c.location_timezone) : <span className="font-medium text-amber-900">{tc('open')}</span>,
      },
      {
        id: 'break',
        header: tc('break'),
        meta: { numeric: true },
        cell: ({ row }) => tc('minutes', { count: row.original.break_minutes }),
      },
      { id: 'hours', header: tc('hours'), meta: { numeric: true }, cell: ({ row }) => fmt.hours(row.original.hours) },
      { id: 'source', header: tc('source'), cell: ({ row }) => tc(`sources.${row.original.source}`) },
    ];
    if (exceptions.length)
      list.push({
        id: 'exceptions',
        header: te('column'),
        cell: ({ row }) => (
          <ExceptionList
            exceptions={exceptions.filter((e) => e.timecard_id === row.original._id)}
            timeZone={row.original.location_timezone}
          />
        ),
      });
    if (!showRatings) return list;
    return [
      ...list,
      {
        id: 'rating',
        header: tr('column'),
        cell: ({ row: { original: c } }) => (
          <>
            <div className="flex flex-wrap items-center gap-2">
              {c.rating ? <RatingStars rating={c.rating.rating} /> : <span className="text-slate-600">{tr('none')}</span>}
              {canRate && c.clock_out ? (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => setRating(c)}
                  aria-label={tr(c.rating ? 'changeFor' : 'rateFor', { day: fmt.siteWeekday(c.clock_in, c.location_timezone) })}
                >
                  {tr(c.rating ? 'change' : 'rate')}
                </Button>
              ) : null}
            </div>
            {c.rating?.comment ? (
              <p className="mt-1 max-w-xs truncate text-xs text-slate-700" title={c.rating.comment}>
                {c.rating.comment}
              </p>
            ) : null}
          </>
        ),
      },
    ];
  }, [tc, tr, te, fmt, canRate, showRatings, exceptions]);
  return (
    <section aria-labelledby="daily-timecards" className="mb-6">
      <h2 id="daily-timecards" className="mb-3 text-lg font-semibold text-slate-900">
        {t('timecards')}
      </h2>
      <DataTable
        columns={columns}
        rows={sorted}
        getRowId={rowId}
        caption={t('timecards')}
        empty={
          <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-700">
            {t('noTimecards')}
          </p>
        }
        footer={
          <tr className="font-semibold">
            <th scope="row" colSpan={3} className="px-4 py-2.5 text-start text-slate-800">
              {t('weekTotal')}
            </th>
            <td className="px-4 py-2.5 text-end tabular-nums text-slate-900">{tc('minutes', { count: breaks })}</td>
            <td className="px-4 py-2.5 text-end tabular-nums text-slate-900">{fmt.hours(hours)}</td>
            <td colSpan={(showRatings ? 2 : 1) + (exceptions.length ? 1 : 0)} />
          </tr>
        }
      />
      {rating ? (
        <Suspense fallback={null}>
          <RateShiftDialog
            timesheetId={timesheetId}
            timecardId={rating._id}
            current={rating.rating}
            onClose={() => setRating(null)}
            title={tr('shiftOf', {
              worker: rating.worker_name,
              day: fmt.siteWeekday(rating.clock_in, rating.location_timezone),
              location: rating.location_name,
            })}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
