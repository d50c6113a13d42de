'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Field } from '@/components/ui/input';
import { SearchBox } from '@/components/ui/search-box';
import { Select } from '@/components/ui/select';
import { useApi } from '@/lib/browser/typed-api';
import type { ContactRow } from '@/lib/contacts/schema';
import { contactsRoutes } from '@/lib/contracts/routes/contacts';

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
  // The contacts module's own list endpoint: the same cache entry as its screen for the same search.
  const { data, isLoading } = useApi(
    contactsRoutes.list,
    { query: { search: search || undefined, per_page: 20 } },
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  const free = (data?.data ?? []).filter((c) => !c.portal_access && !c.archived_at);
  const options = value && !free.some((c) => c._id === value._id) ? [value, ...free] : free;
  return (
    <div className="space-y-2 rounded-md border border-slate-200 p-3">
      <p className="text-xs text-slate-600">{t('contactHint')}</p>
      <SearchBox value={search} label={t('contactSearch')} placeholder={t('contactSearchPlaceholder')} onCommit={setSearch} />
      <Field label={t('contact')} error={error} hint={!isLoading && options.length === 0 ? t('noContacts') : undefined}>
        {(p) => (
          <Select
            {...p}
            value={value?._id ?? ''}
            onValueChange={(id) => onChange(options.find((c) => c._id === id) ?? null)}
            options={[
              { value: '', label: t('chooseContact') },
              ...options.map((c) => ({ value: c._id, label: `${c.first_name} ${c.last_name} · ${c.company_name} · ${c.email}` })),
            ]}
          />
        )}
      </Field>
    </div>
  );
}
