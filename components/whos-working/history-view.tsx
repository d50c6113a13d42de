'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field, Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useFormatters } from './format';
import { HistoryTable } from './history-table';
import { LocationFilter } from './location-filter';
import { useWhoWorked, type PortalLocation } from './use-whos-working';

type Props = {
  from: string;
  to: string;
  location: string | null;
  locations: PortalLocation[];
  onChange: (patch: { from?: string; to?: string; location?: string | null }) => void;
};

/** Who worked between two days. Nothing is fetched while the range is incomplete or backwards. */
export function HistoryView({ from, to, location, locations, onChange }: Props) {
  const t = useTranslations('whosWorking');
  const f = useFormatters();
  // A native date input reports '' while a date is half typed: that is "not yet", not an error to fetch.
  const rangeError = !from || !to ? t('filters.dateRequired') : from > to ? t('filters.rangeInvalid') : null;
  const { data, error, isLoading, mutate } = useWhoWorked(rangeError ? null : { from, to, location });

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
                value={from}
                max={to || undefined}
                onChange={(e) => onChange({ from: e.target.value })}
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
                value={to}
                min={from || undefined}
                aria-invalid={Boolean(rangeError)}
                onChange={(e) => onChange({ to: e.target.value })}
              />
            )}
          </Field>
        </div>
        <LocationFilter value={location} onChange={(l) => onChange({ location: l })} locations={locations} />
      </div>

      {!data && error && !rangeError ? (
        <EmptyState
          title={t('history.errorTitle')}
          body={t('error.body')}
          action={
            <Button variant="outline" onClick={() => mutate()}>
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
