'use client';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field, Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useHydrated } from '@/lib/browser/use-hydrated';
import type { Patch } from '@/lib/url-state/use-list-state';
import { useFormatters } from './format';
import { HistoryTable } from './history-table';
import { isSiteToday, rangeProblem, type HistoryRange } from './url-state';
import { useWhoWorked, type BoardAnswer } from './use-whos-working';

type Props = {
  range: HistoryRange;
  location: string;
  /** The location filter (the screen's, shared with the live board). */
  filter: ReactNode;
  onChange: (patch: Patch) => void;
  /** The server page's answer for this range and location (days on each site's clock). */
  initial?: BoardAnswer;
};

/**
 * Who worked between two days, by default today at each site. Nothing is fetched while the range is incomplete
 * or backwards.
 */
export function HistoryView({ range, location, filter, onChange, initial }: Props) {
  const t = useTranslations('whosWorking');
  const f = useFormatters();
  // This view loads lazily and hydrates after the page: a date typed into the server's HTML before then would
  // be overwritten by the hydrating render, so the inputs take typing only once they run.
  const hydrated = useHydrated();
  // The inputs keep their own draft: a native date input reports '' while a date is half typed, which is
  // "not yet" (shown, not fetched), while the URL holds only whole ranges ('' there means today at each site).
  const [draft, setDraft] = useState(range);
  const [shown, setShown] = useState(range);
  if (shown.from !== range.from || shown.to !== range.to) {
    setShown(range);
    setDraft(range);
  }
  const problem = rangeProblem(draft);
  const rangeError = problem ? t(`filters.${problem}`) : null;
  const { data, error, isLoading, mutate } = useWhoWorked(problem ? null : range, location, initial);

  // The default range shows the days the server counted (each site's today: the earliest and the latest), so
  // a change of one date starts from them.
  const shownDays =
    isSiteToday(draft) && isSiteToday(range) && data && 'total_hours' in data.meta ? { from: data.meta.from, to: data.meta.to } : draft;

  function edit(patch: Partial<HistoryRange>) {
    const next = { ...shownDays, ...patch };
    setDraft(next);
    if (!rangeProblem(next)) onChange({ from: next.from, to: next.to });
  }

  return (
    <div className="space-y-6" aria-busy={isLoading}>
      {isLoading ? <Spinner position="top" label={t('history.loading')} /> : null}
      <div className="flex flex-wrap items-start gap-4">
        <div className="w-44">
          <Field label={t('filters.from')} error={rangeError}>
            {(p) => (
              <Input
                {...p}
                type="date"
                name="from"
                readOnly={!hydrated}
                value={shownDays.from}
                max={shownDays.to || undefined}
                onChange={(e) => edit({ from: e.target.value })}
              />
            )}
          </Field>
        </div>
        <div className="w-44">
          <Field label={t('filters.to')}>
            {(p) => (
              <Input
                {...p}
                type="date"
                name="to"
                readOnly={!hydrated}
                value={shownDays.to}
                min={shownDays.from || undefined}
                aria-invalid={Boolean(rangeError)}
                onChange={(e) => edit({ to: e.target.value })}
              />
            )}
          </Field>
        </div>
        {filter}
      </div>

      {!data && error && !rangeError ? (
        <EmptyState
          title={t('history.errorTitle')}
          body={t('error.body')}
          action={
            <Button variant="outline" onClick={() => void mutate()}>
              {t('error.retry')}
            </Button>
          }
        />
      ) : null}

      {data && !rangeError ? (
        data.data.length > 0 ? (
          <HistoryTable
            rows={data.data}
            totalHours={data.meta.total_hours}
            caption={t('history.caption', { from: f.day(data.meta.from.slice(0, 10)), to: f.day(data.meta.to.slice(0, 10)) })}
          />
        ) : (
          <EmptyState title={t('history.emptyTitle')} body={t('history.emptyBody')} />
        )
      ) : null}
    </div>
  );
}
