'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { control } from '@/components/ui/controls';
import { Field } from '@/components/ui/input';
import { SearchBox } from '@/components/ui/search-box';
import type { Patch } from '@/lib/browser/use-url-query';
import type { CompanyOption } from '@/lib/companies/types';
import { hasFilters, type ContactQuery } from './query';

/** Search, company and the archived toggle. Every change returns to page 1. */
export function Filters({ query, companies, onChange }: { query: ContactQuery; companies: CompanyOption[]; onChange: (patch: Patch) => void }) {
  const t = useTranslations('contacts.list');
  const set = (patch: Patch) => onChange({ ...patch, page: null });
  return (
    <div role="search" aria-label={t('filtersLabel')} className="mb-4 flex flex-wrap items-start gap-3">
      <SearchBox value={query.q} label={t('searchLabel')} placeholder={t('searchPlaceholder')} onCommit={(q) => set({ q })} />
      <Field label={t('company')}>
        {(p) => (
          <select {...p} value={query.company} onChange={(e) => set({ company: e.target.value })} className={`${control} w-56`}>
            <option value="">{t('allCompanies')}</option>
            {companies.map((c) => <option key={c._id} value={c._id}>{c.name}</option>)}
          </select>
        )}
      </Field>
      <Checkbox className="mt-8" label={t('showArchived')} checked={query.archived} onChange={(e) => set({ archived: e.target.checked ? 'true' : null })} />
      {hasFilters(query) ? (
        <Button variant="ghost" size="sm" className="mt-7" onClick={() => set({ q: null, company: null, archived: null })}>{t('clear')}</Button>
      ) : null}
    </div>
  );
}
