'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useDebounced } from '@/components/placements/use-debounced';
import { Combobox } from '@/components/ui/combobox';
import { useApi } from '@/lib/browser/typed-api';
import { candidatesRoutes } from '@/lib/contracts/routes/candidates';

type Candidate = { _id: string; first_name: string; last_name: string; email: string };

/** Search the agency's candidates (the candidates API) and pick one; `exclude` hides those already on the shift. */
export function WorkerSearch({ label, exclude, onPick }: { label: string; exclude: readonly string[]; onPick: (c: Candidate) => void }) {
  const t = useTranslations('shiftsBoard.details');
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());
  const { data, isLoading } = useApi(candidatesRoutes.list, { query: { search, per_page: 20 } }, { keepPreviousData: true });
  const options = (data?.data ?? []).filter((c) => !exclude.includes(c._id));
  return (
    <Combobox
      label={label}
      placeholder={t('assignPlaceholder')}
      query={text}
      onQueryChange={setText}
      options={options}
      keyOf={(c) => c._id}
      renderOption={(c) => (
        <>
          <span className="font-medium text-slate-900">
            {c.first_name} {c.last_name}
          </span>{' '}
          <span className="text-slate-700">{c.email}</span>
        </>
      )}
      onSelect={(c) => {
        onPick(c);
        setText('');
      }}
      status={isLoading && !data ? t('searching') : data && options.length === 0 ? t('noMatch') : null}
    />
  );
}
