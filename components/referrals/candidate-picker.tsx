'use client';
import { useTranslations } from 'next-intl';
import { useId, useState, type KeyboardEvent } from 'react';
import useSWR from 'swr';
import { candKey, fetchCandidates, paths, withQuery, type ListBody } from '@/components/candidates/api';
import { useDebounced } from '@/components/placements/use-debounced';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { CandidateRow } from '@/lib/candidates/types';

export type Picked = { _id: string; name: string; email: string };
const DEBOUNCE_MS = 250;

/**
 * Finds a candidate through the candidates API's search (name, email) as the person types: an ARIA
 * combobox, so arrows, Enter and Escape work and the choices are announced. `exclude` hides one id
 * (a candidate cannot refer themselves).
 */
export function CandidatePicker({ label, value, onChange, exclude, error }: { label: string; value: Picked | null; onChange: (c: Picked | null) => void; exclude?: string; error?: string | null }) {
  const t = useTranslations('referrals.picker');
  const id = useId();
  const [text, setText] = useState('');
  const term = useDebounced(text.trim(), DEBOUNCE_MS);
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const key = term.length >= 2 ? candKey(withQuery(paths.list, { search: term, per_page: 8 })) : null;
  const { data, isLoading } = useSWR<ListBody<CandidateRow>>(key, fetchCandidates, { keepPreviousData: true });
  const options = (data?.data ?? []).filter((c) => c._id !== exclude);
  const expanded = open && key !== null;

  if (value) {
    return (
      <div className="space-y-1.5">
        <p id={`${id}-label`} className="text-sm font-medium text-slate-800">{label}</p>
        <div aria-labelledby={`${id}-label`} role="group" className="flex items-center justify-between gap-2 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm">
          <span><span className="font-medium text-slate-900">{value.name}</span> <span className="text-slate-700">· {value.email}</span></span>
          <Button type="button" size="sm" variant="ghost" onClick={() => { onChange(null); setText(''); }}>{t('change')}</Button>
        </div>
      </div>
    );
  }

  const choose = (c: CandidateRow) => {
    onChange({ _id: c._id, name: c.name, email: c.email });
    setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (options.length) setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : options.length - 1)) % options.length);
    } else if (e.key === 'Enter' && expanded && options[active]) {
      e.preventDefault();
      choose(options[active]);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="relative space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">{label}</label>
      <Input id={id} role="combobox" aria-autocomplete="list" aria-expanded={expanded} aria-controls={`${id}-list`} autoComplete="off"
        aria-activedescendant={expanded && options[active] ? `${id}-opt-${active}` : undefined} aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : `${id}-hint`} value={text} placeholder={t('placeholder')}
        onChange={(e) => { setText(e.target.value); setOpen(true); setActive(0); }} onKeyDown={onKeyDown} onBlur={() => setOpen(false)} onFocus={() => setOpen(true)} />
      {error ? <p id={`${id}-error`} role="alert" className="text-sm text-red-700">{error}</p> : <p id={`${id}-hint`} className="text-xs text-slate-600">{t('hint')}</p>}
      <ul id={`${id}-list`} role="listbox" aria-label={label} hidden={!expanded}
        className="absolute inset-x-0 top-[4.5rem] z-10 max-h-60 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg">
        {options.map((c, i) => (
          <li key={c._id} id={`${id}-opt-${i}`} role="option" aria-selected={i === active} onMouseDown={(e) => e.preventDefault()} onClick={() => choose(c)}
            className="cursor-pointer px-3 py-1.5 text-sm aria-selected:bg-slate-100">
            <span className="font-medium text-slate-900">{c.name}</span> <span className="text-slate-700">· {c.email}</span>
          </li>
        ))}
        {options.length === 0 ? <li role="option" aria-selected={false} aria-disabled className="px-3 py-1.5 text-sm text-slate-700">{isLoading ? t('searching') : t('noMatch')}</li> : null}
      </ul>
    </div>
  );
}
