'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { z } from 'zod';
import { useDebounced } from '@/components/placements/use-debounced';
import { Combobox } from '@/components/ui/combobox';
import { useApi } from '@/lib/browser/typed-api';
import { shiftsRoutes } from '@/lib/contracts/routes/shifts';
import type { pickerWorker } from '@/lib/shifts/schema';

type Worker = z.infer<typeof pickerWorker>;

/**
 * Search the candidates for this shift (its picker API) and pick one: eligible workers first (placed at the
 * site or client in the shift's position), each other one with why not; a worker in a not-placeable status
 * is shown but cannot be picked (issue 22 §4). `exclude` hides those already on the shift.
 */
export function WorkerSearch({
  shiftId,
  label,
  exclude,
  onPick,
}: {
  shiftId: string;
  label: string;
  exclude: readonly string[];
  onPick: (c: Worker) => void;
}) {
  const t = useTranslations('shiftsBoard.details');
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());
  const { data, isLoading } = useApi(
    shiftsRoutes.pickWorkers,
    { params: { id: shiftId }, query: { search, per_page: 20 } },
    { keepPreviousData: true },
  );
  const options = (data?.data ?? []).filter((c) => !exclude.includes(c._id));
  const why = (c: Worker) =>
    c.reason === 'not_placeable'
      ? t('pickReason.notPlaceable', { status: c.reason_detail ?? '' })
      : c.reason === 'other_position'
        ? t('pickReason.otherPosition', { position: c.reason_detail ?? '' })
        : c.reason === 'no_placement'
          ? t('pickReason.noPlacement')
          : t(c.placed === 'site' ? 'pickReason.placedHere' : 'pickReason.placedAtClient');
  return (
    <Combobox
      label={label}
      placeholder={t('assignPlaceholder')}
      query={text}
      onQueryChange={setText}
      options={options}
      keyOf={(c) => c._id}
      disabledOf={(c) => !c.selectable}
      renderOption={(c) => (
        <span className={c.selectable ? undefined : 'opacity-70'}>
          <span className="font-medium text-slate-900">
            {c.first_name} {c.last_name}
          </span>{' '}
          <span className="text-slate-700">{c.email}</span>
          <span className={`block text-xs ${c.eligible ? 'text-emerald-800' : c.selectable ? 'text-slate-700' : 'text-red-800'}`}>
            {why(c)}
          </span>
        </span>
      )}
      onSelect={(c) => {
        if (!c.selectable) return;
        onPick(c);
        setText('');
      }}
      status={isLoading && !data ? t('searching') : data && options.length === 0 ? t('noMatch') : null}
    />
  );
}
