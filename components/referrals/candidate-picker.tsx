'use client';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useDebounced } from '@/components/placements/use-debounced';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { useApi } from '@/lib/browser/typed-api';
import { candidatesRoutes } from '@/lib/contracts/routes/candidates';

export type Picked = { _id: string; name: string; email: string };
const DEBOUNCE_MS = 250;

/**
 * Finds a candidate through the candidates API's search (name, email) as the person types, in the kit's
 * Combobox, so arrows, Enter and Escape work and the choices are announced. `exclude` hides one id
 * (a candidate cannot refer themselves).
 */
export function CandidatePicker({
  label,
  value,
  onChange,
  exclude,
  error,
}: {
  label: string;
  value: Picked | null;
  onChange: (c: Picked | null) => void;
  exclude?: string;
  error?: string | null;
}) {
  const t = useTranslations('referrals.picker');
  const id = useId();
  const [text, setText] = useState('');
  const term = useDebounced(text.trim(), DEBOUNCE_MS);
  const searching = term.length >= 2;
  const { data, isLoading } = useApi(candidatesRoutes.list, searching ? { query: { search: term, per_page: 8 } } : null, {
    keepPreviousData: true,
  });
  const options = (data?.data ?? []).filter((c) => c._id !== exclude);

  if (value) {
    return (
      <div className="space-y-1.5">
        <p id={`${id}-label`} className="text-sm font-medium text-slate-800">
          {label}
        </p>
        <div
          aria-labelledby={`${id}-label`}
          role="group"
          className="flex items-center justify-between gap-2 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm"
        >
          <span>
            <span className="font-medium text-slate-900">{value.name}</span> <span className="text-slate-700">· {value.email}</span>
          </span>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => {
              onChange(null);
              setText('');
            }}
          >
            {t('change')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Combobox
      label={label}
      placeholder={t('placeholder')}
      query={text}
      onQueryChange={setText}
      options={options}
      keyOf={(c) => c._id}
      renderOption={(c) => (
        <>
          <span className="font-medium text-slate-900">{c.name}</span> <span className="text-slate-700">· {c.email}</span>
        </>
      )}
      onSelect={(c) => onChange({ _id: c._id, name: c.name, email: c.email })}
      status={!searching ? null : options.length === 0 ? (isLoading ? t('searching') : t('noMatch')) : null}
      hint={t('hint')}
      error={error}
    />
  );
}
