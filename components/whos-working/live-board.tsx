'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import type { DashboardLabel } from '@/lib/settings/labels';
import { CompanyGroup } from './company-group';
import { useFormatters } from './format';
import { groupWorkers } from './group-workers';
import { HeadcountChart } from './headcount-chart';
import { NoShows } from './no-shows';
import { StatCards } from './stat-cards';
import { useLiveBoard, type BoardAnswer } from './use-whos-working';

type Props = {
  location: string;
  /** The location filter (the screen's, shared with the history view). */
  filter: ReactNode;
  shiftLabel: DashboardLabel;
  /** The server page's board for this location. */
  initial?: BoardAnswer;
};

/** The live view: counts, everyone on the clock by client and site, no-shows and today's headcount. */
export function LiveBoard({ location, filter, shiftLabel, initial }: Props) {
  const t = useTranslations('whosWorking');
  const locale = useLocale();
  const f = useFormatters();
  const boardHeadingId = useId();
  const { data, error, isLoading, mutate, clockOffsetMs } = useLiveBoard(location, initial);
  const compare = useMemo(() => new Intl.Collator(locale, { sensitivity: 'base', numeric: true }).compare, [locale]);
  const groups = useMemo(() => groupWorkers(data?.data ?? [], compare), [data, compare]);

  return (
    <div className="space-y-6" aria-busy={isLoading}>
      {isLoading ? <Spinner position="top" label={t('live.loading')} /> : null}
      <div className="flex flex-wrap items-end justify-between gap-4">
        {filter}
        <div className="text-end text-sm text-slate-700">
          {/* Not a live region: announcing a new time every second would drown everything else out. */}
          {data ? <p data-testid="updated-at">{t('live.updated', { time: f.timeWithSeconds(data.meta.as_of) })}</p> : null}
          {error && data ? (
            <p role="status" className="text-amber-800">
              {t('live.reconnecting')}
            </p>
          ) : null}
        </div>
      </div>

      {!data && error ? (
        <EmptyState
          title={t('live.errorTitle')}
          body={t('error.body')}
          action={
            <Button variant="outline" onClick={() => void mutate()}>
              {t('error.retry')}
            </Button>
          }
        />
      ) : null}

      {data ? (
        <>
          <StatCards working={data.meta.working} late={data.meta.late} noShows={data.meta.no_show} />
          <div className="grid gap-6 lg:grid-cols-3">
            <section aria-labelledby={boardHeadingId} className="space-y-4 lg:col-span-2">
              <h2 id={boardHeadingId} className="text-lg font-semibold text-slate-900">
                {t('board.heading')}
              </h2>
              {groups.length > 0 ? (
                groups.map((g) => <CompanyGroup key={g.id} group={g} clockOffsetMs={clockOffsetMs} />)
              ) : (
                <EmptyState title={t('board.emptyTitle')} body={t('board.emptyBody')} />
              )}
            </section>
            <div className="space-y-6">
              <NoShows rows={data.meta.no_shows} shiftLabel={shiftLabel} />
              <HeadcountChart points={data.meta.headcount} zone={data.meta.headcount_zone} />
            </div>
          </div>
        </>
      ) : null}
    </div>
  );
}
