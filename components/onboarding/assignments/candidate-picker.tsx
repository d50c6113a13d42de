'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SearchBox } from '@/components/ui/search-box';
import { useApi } from '@/lib/browser/typed-api';
import { onboardingRoutes } from '@/lib/contracts/routes/onboarding';
import type { CandidateOption } from '@/lib/onboarding/schema';

/**
 * Search the tenant's candidates and tick the ones to assign. Those who already hold the packet are shown
 * but cannot be ticked (the API would skip them anyway). The ticked ones stay listed across searches.
 */
export function CandidatePicker({
  packetId,
  selected,
  onChange,
}: {
  packetId: string;
  selected: CandidateOption[];
  onChange: (next: CandidateOption[]) => void;
}) {
  const t = useTranslations('onboarding.assign');
  const [search, setSearch] = useState('');
  const { data, isLoading } = useApi(
    onboardingRoutes.candidates,
    { query: { search: search || undefined, packet_id: packetId || undefined, limit: 20 } },
    { keepPreviousData: true },
  );
  const chosen = new Set(selected.map((c) => c._id));
  const toggle = (c: CandidateOption) => onChange(chosen.has(c._id) ? selected.filter((x) => x._id !== c._id) : [...selected, c]);
  return (
    <div className="space-y-2">
      <SearchBox value={search} label={t('search')} placeholder={t('searchPlaceholder')} onCommit={setSearch} />
      <fieldset aria-busy={isLoading} className="max-h-56 overflow-y-auto rounded-md border border-slate-200">
        <legend className="sr-only">{t('results')}</legend>
        {!data ? (
          <p className="p-3 text-sm text-slate-700">{t('searching')}</p>
        ) : data.data.length === 0 ? (
          <p className="p-3 text-sm text-slate-700">{t('noCandidates')}</p>
        ) : (
          data.data.map((c) => (
            <label
              key={c._id}
              className="flex cursor-pointer items-center gap-2 border-b border-slate-100 px-3 py-2 text-sm last:border-0 has-[:disabled]:cursor-not-allowed"
            >
              <input type="checkbox" checked={chosen.has(c._id) || c.assigned} disabled={c.assigned} onChange={() => toggle(c)} />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-slate-900">{c.name}</span>
                <span className="block truncate text-xs text-slate-700">{c.email}</span>
              </span>
              {c.assigned ? <span className="text-xs text-slate-600">{t('alreadyAssigned')}</span> : null}
            </label>
          ))
        )}
      </fieldset>
      {selected.length ? (
        <div>
          <p className="text-sm font-medium text-slate-800">{t('selected', { count: selected.length })}</p>
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {selected.map((c) => (
              <li
                key={c._id}
                className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 ps-2.5 pe-1 text-xs text-slate-800"
              >
                {c.name}
                <button
                  type="button"
                  onClick={() => toggle(c)}
                  aria-label={t('unselect', { name: c.name })}
                  className="rounded-full px-1 hover:bg-slate-200"
                >
                  <span aria-hidden>×</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
