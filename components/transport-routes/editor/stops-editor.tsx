'use client';
import { useTranslations } from 'next-intl';
import type { Dispatch } from 'react';
import { Button } from '@/components/ui/button';
import { Empty } from '@/components/ui/load-states';
import { SortableList } from '@/components/ui/sortable-list';
import { MAX_STOPS } from '@/lib/transport-routes/schema';
import type { DraftAction, DraftStop } from './draft';
import { AddStop } from './add-stop';
import { StopRow, stopName } from './stop-row';

/** Field errors of the stops, keyed by the API's paths (stops.2.arrives_at), already translated. */
export type StopErrors = Record<string, string>;

export function StopsEditor({
  stops,
  errors,
  listError,
  dispatch,
}: {
  stops: DraftStop[];
  errors: StopErrors;
  listError?: string;
  dispatch: Dispatch<DraftAction>;
}) {
  const t = useTranslations('transportRoutes.stops');
  return (
    <section aria-labelledby="stops-heading" className="space-y-3">
      <div>
        <h2 id="stops-heading" className="text-base font-semibold text-slate-900">
          {t('title', { count: stops.length, max: MAX_STOPS })}
        </h2>
        <p id="stops-help" className="text-xs text-slate-600">
          {t('help')}
        </p>
      </div>
      {listError ? (
        <p role="alert" className="text-sm text-red-700">
          {listError}
        </p>
      ) : null}
      {stops.length === 0 ? (
        <Empty>{t('empty')}</Empty>
      ) : (
        <SortableList
          items={stops}
          idOf={(s) => s.key}
          nameOf={(s) => stopName(s, t('unnamed'))}
          onReorder={(_, from, to) => dispatch({ type: 'move', from, to })}
          actions={(s) => (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              aria-label={t('remove', { name: stopName(s, t('unnamed')) })}
              onClick={() => dispatch({ type: 'remove', key: s.key })}
            >
              ✕
            </Button>
          )}
        >
          {(s, i) => (
            <StopRow
              stop={s}
              index={i}
              errors={{
                label: errors[`stops.${i}.label`],
                time: errors[`stops.${i}.arrives_at`],
                location: errors[`stops.${i}.location_id`],
              }}
              onChange={(patch) => dispatch({ type: 'stop', key: s.key, patch })}
            />
          )}
        </SortableList>
      )}
      <AddStop disabled={stops.length >= MAX_STOPS} onAdd={(stop) => dispatch({ type: 'add', stop })} />
    </section>
  );
}
