'use client';
import { useTranslations } from 'next-intl';
import { Suspense, lazy, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import type { Format } from '@/lib/browser/format';
import type { RatedTimecard } from '@/lib/timesheets/types';
import { RatingStars } from './rating-stars';

// Most visits rate nothing: the dialog loads when a Rate button is first pressed.
const RateShiftDialog = lazy(() => import('./rate-shift-dialog'));

/**
 * The week's clock-ins, day by day, with the hours they add up to and how each worked shift was rated.
 * `canRate`: the tenant's shift rating switch is on, so a closed card offers Rate (or Change).
 */
export function DailyTimecards({
  timesheetId,
  cards,
  canRate,
  fmt,
}: {
  timesheetId: string;
  cards: RatedTimecard[];
  canRate: boolean;
  fmt: Format;
}) {
  const t = useTranslations('timesheets.view');
  const tc = useTranslations('timesheets.timecards');
  const tr = useTranslations('timesheets.rating');
  const [rating, setRating] = useState<RatedTimecard | null>(null);
  const sorted = [...cards].sort((a, b) => a.clock_in.localeCompare(b.clock_in));
  const hours = sorted.reduce((sum, c) => sum + (c.hours ?? 0), 0);
  const breaks = sorted.reduce((sum, c) => sum + c.break_minutes, 0);
  // With the switch off and nothing rated before, the column would only say "Not rated" on every row.
  const showRatings = canRate || sorted.some((c) => c.rating);
  return (
    <section aria-labelledby="daily-timecards" className="mb-6">
      <h2 id="daily-timecards" className="mb-3 text-lg font-semibold text-slate-900">
        {t('timecards')}
      </h2>
      {sorted.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-700">
          {t('noTimecards')}
        </p>
      ) : (
        <Table caption={t('timecards')}>
          <THead>
            <tr>
              <TH>{tc('day')}</TH>
              <TH>{tc('in')}</TH>
              <TH>{tc('out')}</TH>
              <TH className="text-end">{tc('break')}</TH>
              <TH className="text-end">{tc('hours')}</TH>
              <TH>{tc('source')}</TH>
              {showRatings ? <TH>{tr('column')}</TH> : null}
            </tr>
          </THead>
          <TBody>
            {sorted.map((c) => (
              <TR key={c._id}>
                <TD className="whitespace-nowrap font-medium">{fmt.weekday(c.clock_in)}</TD>
                <TD className="tabular-nums">{fmt.time(c.clock_in)}</TD>
                <TD className="tabular-nums">
                  {c.clock_out ? fmt.time(c.clock_out) : <span className="font-medium text-amber-900">{tc('open')}</span>}
                </TD>
                <TD className="text-end tabular-nums">{tc('minutes', { count: c.break_minutes })}</TD>
                <TD className="text-end tabular-nums">{fmt.hours(c.hours)}</TD>
                <TD>{tc(`sources.${c.source}`)}</TD>
                {showRatings ? (
                  <TD>
                    <div className="flex flex-wrap items-center gap-2">
                      {c.rating ? <RatingStars rating={c.rating.rating} /> : <span className="text-slate-600">{tr('none')}</span>}
                      {canRate && c.clock_out ? (
                        <Button
                          type="button"
                          variant="outline"
                          size="sm"
                          onClick={() => setRating(c)}
                          aria-label={tr(c.rating ? 'changeFor' : 'rateFor', { day: fmt.weekday(c.clock_in) })}
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
                  </TD>
                ) : null}
              </TR>
            ))}
          </TBody>
          <tfoot className="border-t border-slate-200 bg-slate-50 font-semibold">
            <tr>
              <th scope="row" colSpan={3} className="px-4 py-2.5 text-start text-slate-800">
                {t('weekTotal')}
              </th>
              <td className="px-4 py-2.5 text-end tabular-nums text-slate-900">{tc('minutes', { count: breaks })}</td>
              <td className="px-4 py-2.5 text-end tabular-nums text-slate-900">{fmt.hours(hours)}</td>
              <td colSpan={showRatings ? 2 : 1} />
            </tr>
          </tfoot>
        </Table>
      )}
      {rating ? (
        <Suspense fallback={null}>
          <RateShiftDialog
            timesheetId={timesheetId}
            timecardId={rating._id}
            current={rating.rating}
            onClose={() => setRating(null)}
            title={tr('shiftOf', { worker: rating.worker_name, day: fmt.weekday(rating.clock_in), location: rating.location_name })}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
