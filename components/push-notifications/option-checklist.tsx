'use client';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { control } from '@/components/ui/controls';

export type ChecklistOption = { value: string; label: string; hint?: string; color?: string | null };

/**
 * A multi-select as a filterable list of native checkboxes: every option is labelled, reachable with
 * Tab and toggled with Space, with no custom widget semantics to get wrong.
 */
export function OptionChecklist({
  label,
  options,
  selected,
  onChange,
}: {
  label: string;
  options: ChecklistOption[];
  selected: string[];
  onChange: (values: string[]) => void;
}) {
  const t = useTranslations('pushNotifications.audience');
  const id = useId();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = needle ? options.filter((o) => `${o.label} ${o.hint ?? ''}`.toLowerCase().includes(needle)) : options;
  const chosen = new Set(selected);
  const toggle = (value: string, on: boolean) => onChange(on ? [...selected, value] : selected.filter((v) => v !== value));

  if (options.length === 0) return <p className="text-sm text-slate-700">{t('noOptions')}</p>;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="space-y-1">
          <label htmlFor={`${id}-filter`} className="block text-xs font-medium text-slate-700">
            {t('filter', { type: label })}
          </label>
          <input
            id={`${id}-filter`}
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder={t('filterPlaceholder')}
            className={`${control} w-56`}
          />
        </div>
        <p className="text-xs text-slate-700" aria-live="polite">
          {t('selected', { count: selected.length })}
        </p>
      </div>
      <ul aria-label={label} className="max-h-56 space-y-1 overflow-y-auto rounded-md border border-slate-200 p-2">
        {shown.length === 0 ? (
          <li className="px-1 py-2 text-sm text-slate-700">{t('noMatches')}</li>
        ) : (
          shown.map((o) => (
            <li key={o.value}>
              <label className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm text-slate-800 hover:bg-slate-50">
                <input
                  type="checkbox"
                  className="h-4 w-4 rounded border-slate-400"
                  checked={chosen.has(o.value)}
                  onChange={(e) => toggle(o.value, e.target.checked)}
                />
                {o.color ? <span aria-hidden className="h-2 w-2 rounded-full" style={{ backgroundColor: o.color }} /> : null}
                <span>{o.label}</span>
                {o.hint ? <span className="text-xs text-slate-600">{o.hint}</span> : null}
              </label>
            </li>
          ))
        )}
      </ul>
    </div>
  );
}
