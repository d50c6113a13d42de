'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import { control } from '@/components/ui/controls';
import { Field } from '@/components/ui/input';
import { SearchBox } from '@/components/ui/search-box';
import type { ContactRow } from '@/lib/contacts/types';
import { searchContacts } from './api';

/** Finds the contact record a Company Contact user signs in for; contacts that already sign in are left out. */
export function ContactPicker({
  value,
  onChange,
  error,
}: {
  value: ContactRow | null;
  onChange: (c: ContactRow | null) => void;
  error?: string | null;
}) {
  const t = useTranslations('adminUsers.invite');
  const [search, setSearch] = useState('');
  const { data, isLoading } = useSWR(`invite-contacts:${search}`, () => searchContacts(search), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  const free = (data?.data ?? []).filter((c) => !c.portal_access && !c.archived_at);
  const options = value && !free.some((c) => c._id === value._id) ? [value, ...free] : free;
  return (
    <div className="space-y-2 rounded-md border border-slate-200 p-3">
      <p className="text-xs text-slate-600">{t('contactHint')}</p>
      <SearchBox value={search} label={t('contactSearch')} placeholder={t('contactSearchPlaceholder')} onCommit={setSearch} />
      <Field label={t('contact')} error={error} hint={!isLoading && options.length === 0 ? t('noContacts') : undefined}>
        {(p) => (
          <select
            {...p}
            value={value?._id ?? ''}
            onChange={(e) => onChange(options.find((c) => c._id === e.target.value) ?? null)}
            className={`${control} w-full`}
          >
            <option value="">{t('chooseContact')}</option>
            {options.map((c) => (
              <option key={c._id} value={c._id}>{`${c.first_name} ${c.last_name} · ${c.company_name} · ${c.email}`}</option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
