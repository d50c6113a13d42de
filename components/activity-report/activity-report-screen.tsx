'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { periodProblem } from '@/lib/activity-report/period';
import { METRICS } from '@/lib/activity-report/types';
import type { ActivitySummary } from '@/lib/activity-report/schema';
import { useFormat } from '@/lib/browser/format';
import { useListState } from '@/lib/url-state/use-list-state';
import { ActionBars } from './action-bars';
import { ActivityChart } from './activity-chart';
import { CompaniesBreakdown, UsersBreakdown } from './breakdowns';
import { PeriodPicker } from './period-picker';
import { ReportFilters } from './report-filters';
import { ReportSkeleton } from './report-skeleton';
import { StatCards } from './stat-cards';
import { useActivitySummary, useReportOptions } from './use-activity';
import { periodOf, periodPatch, presetPatch, reportParams, reportQuery, type ReportApiQuery } from './url-state';

/**
 * The activity report: period and filters live in the URL; the numbers are fetched in the browser as they
 * change. `today` is the reader's day, on the clock the API counts days on (her chosen zone, else the
 * tenant's), so the presets and the numbers agree wherever the browser is.
 */
export function ActivityReportScreen({ today }: { today: string }) {
  const t = useTranslations('activityReport');
  const [state, update] = useListState(reportParams);
  const period = periodOf(state, today);
  // A hand-edited URL can hold a backwards or over-long range: the picker explains, nothing is fetched.
  const query = periodProblem(period) ? null : reportQuery(period, state);
  const { data, error, isLoading, mutate } = useActivitySummary(query);
  const { data: options } = useReportOptions();

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-6 rounded-lg border border-slate-200 bg-white p-4">
        <PeriodPicker period={period} today={today} onPreset={(p) => update(presetPatch(p))} onPeriod={(p) => update(periodPatch(p))} />
        <ReportFilters company={state.company} user={state.user} options={options?.data} onChange={update} />
      </div>
      {!query ? null : error && !data ? (
        <ReportError message={error instanceof Error ? error.message : null} onRetry={() => void mutate()} />
      ) : !data ? (
        <ReportSkeleton label={t('loading')} />
      ) : (
        <ReportBody report={data.data} query={query} stale={isLoading} />
      )}
    </div>
  );
}

/** A failed load with the server's own message (a filter naming a missing company says so). */
function ReportError({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  const t = useTranslations('common');
  return (
    <EmptyState
      title={t('loadFailed')}
      body={message ?? t('actionFailed')}
      action={
        <Button variant="outline" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
  );
}

function ReportBody({ report, query, stale }: { report: ActivitySummary; query: ReportApiQuery; stale: boolean }) {
  const t = useTranslations('activityReport');
  const fmt = useFormat();
  const range = { from: fmt.date(report.from), to: fmt.date(report.to) };
  const quiet = METRICS.every((m) => report.totals[m] === 0);
  return (
    <div aria-busy={stale} className={stale ? 'space-y-6 opacity-70 transition-opacity' : 'space-y-6'} data-testid="activity-report">
      <p className="text-sm text-slate-700" aria-live="polite">
        {t('showing', range)}
      </p>
      <StatCards totals={report.totals} previous={report.previous_totals} />
      {quiet ? (
        <EmptyState title={t('empty.title')} body={t('empty.body', range)} />
      ) : (
        <>
          <ActivityChart points={report.series} granularity={report.granularity} query={query} />
          <ActionBars actions={report.by_action} />
          <UsersBreakdown rows={report.by_user} caption={t('users.caption', range)} query={query} />
          <CompaniesBreakdown rows={report.by_company} caption={t('companies.caption', range)} query={query} />
        </>
      )}
    </div>
  );
}
