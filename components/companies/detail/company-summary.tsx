'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useFormat } from '@/lib/browser/format';
import type { CompanyRow } from '@/lib/companies/schema';
import { CompanyStatusBadge } from '../status-badge';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** Contact details and the three counts of the list, above the tabs. */
export function CompanySummary({ company }: { company: CompanyRow }) {
  const t = useTranslations('companies.detail.summary');
  const fmt = useFormat();
  return (
    <dl className="mb-6 grid grid-cols-2 gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-6">
      <Item label={t('status')}>
        <CompanyStatusBadge status={company.status} />
      </Item>
      <Item label={t('phone')}>
        {company.phone ? (
          <a href={`tel:${company.phone}`} className="underline-offset-2 hover:underline">
            {company.phone}
          </a>
        ) : (
          '—'
        )}
      </Item>
      <Item label={t('address')}>{company.address ?? '—'}</Item>
      <Item label={t('locations')}>{fmt.count(company.locations_count)}</Item>
      <Item label={t('contacts')}>{fmt.count(company.contacts_count)}</Item>
      <Item label={t('placements')}>{fmt.count(company.active_placements)}</Item>
    </dl>
  );
}
