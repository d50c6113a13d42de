'use client';
import { useTranslations } from 'next-intl';
import type { Dispatch } from 'react';
import { Empty } from '@/components/ui/load-states';
import { useDragReorder } from '@/components/statuses/use-drag-reorder';
import { MAX_STOPS } from '@/lib/transport-routes/schema';
import type { DraftAction, DraftStop } from './draft';
import { AddStop } from './add-stop';
import { controlId, StopRow, type Direction } from './stop-row';

/** Field errors of the stops, keyed by the API's paths (stops.2.arrives_at), already translated. */
export type StopErrors = Record<string, string>;

/**
 * Keeps keyboard focus on the button that moved the stop (React moves its node, which can drop focus);
 * once the stop reaches an end and that button is disabled, focus goes to the other one.
 */
function refocus(key: string, dir: Direction) {
  requestAnimationFrame(() => {
    const el = document.getElementById(controlId(key, dir)) as HTMLButtonElement | null;
    (el && !el.disabled ? el : document.getElementById(controlId(key, dir === 'up' ? 'down' : 'up')))?.focus();
  });
}

export function StopsEditor({ stops, errors, listError, dispatch }: { stops: DraftStop[]; errors: StopErrors; listError?: string; dispatch: Dispatch<DraftAction> }) {
  const t = useTranslations('transportRoutes.stops');
  const { rowProps, dragging, over } = useDragReorder((from, to) => dispatch({ type: 'move', from, to }));
  const move = (from: number, to: number, dir: Direction) => {
    if (to < 0 || to >= stops.length) return;
    dispatch({ type: 'move', from, to });
    refocus(stops[from].key, dir);
  };
  return (
    <section aria-labelledby="stops-heading" className="space-y-3">
      <div>
        <h2 id="stops-heading" className="text-base font-semibold text-slate-900">{t('title', { count: stops.length, max: MAX_STOPS })}</h2>
        <p id="stops-help" className="text-xs text-slate-600">{t('help')}</p>
      </div>
      {listError ? <p role="alert" className="text-sm text-red-700">{listError}</p> : null}
      {stops.length === 0 ? <Empty>{t('empty')}</Empty> : (
        <ol className="space-y-2">
          {stops.map((s, i) => (
            <StopRow key={s.key} stop={s} index={i} total={stops.length} drag={rowProps(i)} dropTarget={over === i && dragging !== i} dragged={dragging === i}
              errors={{ label: errors[`stops.${i}.label`], time: errors[`stops.${i}.arrives_at`], location: errors[`stops.${i}.location_id`] }}
              onChange={(patch) => dispatch({ type: 'stop', key: s.key, patch })}
              onMove={(to, dir) => move(i, to, dir)}
              onRemove={() => dispatch({ type: 'remove', key: s.key })} />
          ))}
        </ol>
      )}
      <AddStop disabled={stops.length >= MAX_STOPS} onAdd={(stop) => dispatch({ type: 'add', stop })} />
    </section>
  );
}
