'use client';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { useApi } from '@/lib/browser/typed-api';
import { candidatesRoutes } from '@/lib/contracts/routes/candidates';
import type { CandidateOption } from '@/lib/placements/types';
import { useDebounced } from './use-debounced';

const nameOf = (c: CandidateOption) => `${c.first_name} ${c.last_name}`;

/**
 * Candidate search select (the kit's Combobox): type a name or email, pick with arrows and Enter or a click.
 * The chosen candidate then shows as text with a "Change" button, so it cannot be edited by accident.
 */
export function CandidatePicker({
  value,
  onChange,
  error,
}: {
  value: CandidateOption | null;
  onChange: (c: CandidateOption | null) => void;
  error?: string;
}) {
  const t = useTranslations('placements.picker');
  const id = useId();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());
  const { data, isLoading } = useApi(candidatesRoutes.list, value ? null : { query: { search, per_page: 20 } }, { keepPreviousData: true });
  const options: CandidateOption[] = data?.data ?? [];

  if (value) {
    return (
      <div className="space-y-1.5">
        <p id={`${id}-label`} className="text-sm font-medium text-slate-800">
          {t('label')}
        </p>
        <div
          aria-labelledby={`${id}-label`}
          role="group"
          className="flex items-center justify-between gap-3 rounded-md border border-slate-300 px-3 py-2 text-sm"
        >
          <span>
            <span className="font-medium text-slate-900">{nameOf(value)}</span> <span className="text-slate-700">{value.email}</span>
          </span>
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            {t('change')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Combobox
      label={t('label')}
      placeholder={t('placeholder')}
      query={text}
      onQueryChange={setText}
      options={options}
      keyOf={(c) => c._id}
      renderOption={(c) => (
        <>
          <span className="font-medium text-slate-900">{nameOf(c)}</span> <span className="text-slate-700">{c.email}</span>
        </>
      )}
      onSelect={(c) => {
        onChange(c);
        setText('');
      }}
      status={!isLoading && data && options.length === 0 ? t('none') : null}
      error={error}
    />
  );
}
