'use client';
import { useId } from 'react';
import { SortableList } from '@/components/ui/sortable-list';

export type PickerOption = { key: string; label: string };
export type PickerLabels = {
  legend: string;
  available: string;
  chosen: string;
  empty: string;
};

/**
 * Pick some of `options` and put them in order: a checkbox per option, then the chosen ones in the kit's
 * SortableList (drag, keyboard, touch, move buttons, announced).
 * Used for report fields and for the Paychex file's columns.
 */
export function OrderedPicker({
  options,
  chosen,
  onChange,
  labels,
  error,
}: {
  options: readonly PickerOption[];
  chosen: readonly string[];
  onChange: (next: string[]) => void;
  labels: PickerLabels;
  error?: string | null;
}) {
  const errorId = useId();
  const labelOf = (key: string) => options.find((o) => o.key === key)?.label ?? key;
  const toggle = (key: string, on: boolean) => onChange(on ? [...chosen, key] : chosen.filter((k) => k !== key));

  return (
    <fieldset className="space-y-3" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-slate-900">{labels.legend}</legend>
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <p className="mb-2 text-sm font-medium text-slate-800">{labels.available}</p>
          <div className="grid max-h-80 gap-1.5 overflow-y-auto rounded-md border border-slate-200 bg-white p-3 sm:grid-cols-2">
            {options.map((o) => (
              <label key={o.key} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand"
                  checked={chosen.includes(o.key)}
                  onChange={(e) => toggle(o.key, e.target.checked)}
                />
                {o.label}
              </label>
            ))}
          </div>
        </div>
        <div>
          <p className="mb-2 text-sm font-medium text-slate-800">{labels.chosen}</p>
          {chosen.length ? (
            <SortableList
              items={chosen}
              idOf={(key) => key}
              nameOf={labelOf}
              onReorder={onChange}
              className="max-h-80 space-y-1 overflow-y-auto"
            >
              {(key, i) => (
                <span className="flex items-center gap-2 text-sm">
                  <span className="w-6 text-end text-xs text-slate-600">{i + 1}.</span>
                  <span className="flex-1 text-slate-900">{labelOf(key)}</span>
                </span>
              )}
            </SortableList>
          ) : (
            <p className="rounded-md border border-dashed border-slate-300 p-3 text-sm text-slate-700">{labels.empty}</p>
          )}
        </div>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
