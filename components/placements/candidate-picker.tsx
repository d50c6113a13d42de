'use client';
import { useTranslations } from 'next-intl';
import { useId, useState, type KeyboardEvent } from 'react';
import useSWR from 'swr';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { withQuery } from '@/lib/browser/api';
import { api } from '@/lib/browser/api';
import type { CandidateOption } from '@/lib/placements/types';
import { CANDIDATES_PATH } from './api';
import { useDebounced } from './use-debounced';

const nameOf = (c: CandidateOption) => `${c.first_name} ${c.last_name}`;

/**
 * Candidate search select (ARIA combobox): type a name or email, pick with arrows and Enter or a click.
 * The chosen candidate then shows as text with a "Change" button, so it cannot be edited by accident.
 */
export function CandidatePicker({ value, onChange, invalid, error }: {
  value: CandidateOption | null; onChange: (c: CandidateOption | null) => void; invalid?: boolean; error?: string;
}) {
  const t = useTranslations('placements.picker');
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useDebounced(text.trim());
  // Keyed by service and path: the candidates service's keys must not mix with the main service's.
  const { data, isLoading } = useSWR(value ? null : ['candidates', withQuery(CANDIDATES_PATH, { search, per_page: 20 })] as const,
    ([service, path]) => api.get<{ data: CandidateOption[] }>(service, path), { keepPreviousData: true });
  const options = data?.data ?? [];

  if (value) {
    return (
      <div className="space-y-1.5">
        <p id={`${id}-label`} className="text-sm font-medium text-slate-800">{t('label')}</p>
        <div aria-labelledby={`${id}-label`} role="group" className="flex items-center justify-between gap-3 rounded-md border border-slate-300 px-3 py-2 text-sm">
          <span><span className="font-medium text-slate-900">{nameOf(value)}</span> <span className="text-slate-700">{value.email}</span></span>
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>{t('change')}</Button>
        </div>
      </div>
    );
  }

  const choose = (c: CandidateOption | undefined) => {
    if (!c) return;
    onChange(c);
    setOpen(false);
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') { e.preventDefault(); setOpen(true); setActive((a) => Math.min(a + 1, options.length - 1)); }
    else if (e.key === 'ArrowUp') { e.preventDefault(); setActive((a) => Math.max(a - 1, 0)); }
    else if (e.key === 'Enter' && open) { e.preventDefault(); choose(options[active]); }
    else if (e.key === 'Escape' && open) { e.stopPropagation(); setOpen(false); }
  };
  const showList = open && options.length > 0;
  return (
    <div className="relative space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">{t('label')}</label>
      <Input id={id} role="combobox" aria-expanded={showList} aria-controls={`${id}-list`} aria-autocomplete="list" autoComplete="off"
        aria-activedescendant={showList ? `${id}-opt-${active}` : undefined} aria-invalid={invalid || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={text} placeholder={t('placeholder')} onKeyDown={onKeyDown} onBlur={() => setOpen(false)}
        onChange={(e) => { setText(e.target.value); setOpen(true); setActive(0); }} onFocus={() => setOpen(true)} />
      {error ? <p id={`${id}-error`} role="alert" className="text-sm text-red-700">{error}</p> : null}
      <ul id={`${id}-list`} role="listbox" aria-label={t('label')} hidden={!showList}
        className="absolute inset-x-0 top-full z-10 mt-1 max-h-64 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg">
        {options.map((c, i) => (
          <li key={c._id} id={`${id}-opt-${i}`} role="option" aria-selected={i === active}
            onMouseDown={(e) => { e.preventDefault(); choose(c); }} onMouseEnter={() => setActive(i)}
            className={`cursor-pointer px-3 py-1.5 text-sm ${i === active ? 'bg-slate-100' : ''}`}>
            <span className="font-medium text-slate-900">{nameOf(c)}</span> <span className="text-slate-700">{c.email}</span>
          </li>
        ))}
      </ul>
      {open && !isLoading && data && options.length === 0 ? <p role="status" className="text-sm text-slate-700">{t('none')}</p> : null}
    </div>
  );
}
