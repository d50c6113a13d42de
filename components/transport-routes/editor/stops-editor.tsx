'use client';
import { useTranslations } from 'next-intl';
import type { UseFieldArrayReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Empty } from '@/components/ui/load-states';
import { SortableList } from '@/components/ui/sortable-list';
import { MAX_STOPS } from '@/lib/transport-routes/schema';
import { AddStop } from './add-stop';
import type { RouteTexts } from './route-form';
import { StopRow } from './stop-row';
import { stopName, type ShownStop } from './stop-title';

/**
 * The route's stops in their order, the form's field array: reorder by dragging, the move buttons or
 * Alt+Arrow; remove; add at the end until MAX_STOPS. `listError` is the translated refusal of the list itself.
 */
export function StopsEditor({
  stops,
  array: { append, move, remove },
  listError,
}: {
  stops: ShownStop[];
  array: UseFieldArrayReturn<RouteTexts, 'stops'>;
  listError?: string;
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
          onReorder={(_, from, to) => move(from, to)}
          actions={(s, i) => (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              aria-label={t('remove', { name: stopName(s, t('unnamed')) })}
              onClick={() => remove(i)}
            >
              ✕
            </Button>
          )}
        >
          {(s, i) => <StopRow stop={s} index={i} />}
        </SortableList>
      )}
      <AddStop disabled={stops.length >= MAX_STOPS} onAdd={(stop) => append(stop)} />
    </section>
  );
}
