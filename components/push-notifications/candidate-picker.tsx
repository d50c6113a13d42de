'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SearchBox } from '@/components/ui/search-box';
import { useApi } from '@/lib/browser/typed-api';
import { candidatesRoutes } from '@/lib/contracts/routes/candidates';
import { AUDIENCE_IDS_MAX, type Named } from '@/lib/push-notifications/types';

const RESULTS = 8;

/** Finds candidates through the candidates API and keeps the chosen ones as removable chips. */
export function CandidatePicker({ people, onChange }: { people: Named[]; onChange: (people: Named[]) => void }) {
  const t = useTranslations('pushNotifications.audience');
  const [q, setQ] = useState('');
  const { data, isLoading } = useApi(candidatesRoutes.list, q ? { query: { search: q, per_page: RESULTS, sort: 'last_name' } } : null, {
    keepPreviousData: true,
  });
  const chosen = new Set(people.map((p) => p._id));
  const results = (data?.data ?? []).filter((c) => !chosen.has(c._id));
  const full = people.length >= AUDIENCE_IDS_MAX;

  return (
    <div className="space-y-3">
      <SearchBox value={q} onCommit={setQ} label={t('searchCandidates')} placeholder={t('searchPlaceholder')} />
      {q ? (
        <ul aria-label={t('results')} aria-busy={isLoading || undefined} className="space-y-1">
          {results.length === 0 && !isLoading ? (
            <li className="text-sm text-slate-700">{t('noCandidates')}</li>
          ) : (
            results.map((c) => (
              <li key={c._id} className="flex items-center justify-between gap-2 rounded-md border border-slate-200 px-2 py-1.5">
                <span className="text-sm text-slate-800">
                  {c.name} <span className="text-xs text-slate-600">{c.email}</span>
                </span>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={full}
                  aria-label={t('add', { name: c.name })}
                  onClick={() => onChange([...people, { _id: c._id, name: c.name }])}
                >
                  +
                </Button>
              </li>
            ))
          )}
        </ul>
      ) : null}
      {people.length ? (
        <ul aria-label={t('chosen')} className="flex flex-wrap gap-2">
          {people.map((p) => (
            <li key={p._id} className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pe-1 ps-3 text-sm text-slate-800">
              {p.name}
              <button
                type="button"
                aria-label={t('remove', { name: p.name })}
                onClick={() => onChange(people.filter((x) => x._id !== p._id))}
                className="rounded-full px-1.5 text-slate-700 hover:bg-slate-200 focus:outline-none focus:ring-2 focus:ring-brand/30"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
