'use client';
import { useTranslations } from 'next-intl';
import { Field } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { sitesOf, useCompanies } from './company-locations';

/**
 * Client company, then one of its locations. Picking another company clears the location, so a site of
 * the wrong company is never sent. Used by the new placement and new order forms.
 */
export function CompanyLocationFields({
  companyId,
  locationId,
  onChange,
  invalid,
  hideCompany,
}: {
  companyId: string;
  locationId: string;
  onChange: (v: { companyId: string; locationId: string }) => void;
  invalid: ReadonlySet<string>;
  hideCompany?: boolean;
}) {
  const t = useTranslations('placements.form');
  const companies = useCompanies();
  const sites = hideCompany ? sitesOf(companies, '') : sitesOf(companies, companyId);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {hideCompany ? null : (
        <Field label={t('company')} error={invalid.has('company_id') ? t('invalid.company_id') : null}>
          {(p) => (
            <Select
              {...p}
              value={companyId}
              options={[{ value: '', label: t('chooseCompany') }, ...companies.map((c) => ({ value: c.id, label: c.name }))]}
              onValueChange={(id) => onChange({ companyId: id, locationId: '' })}
            />
          )}
        </Field>
      )}
      <Field label={t('location')} error={invalid.has('location_id') ? t('invalid.location_id') : null}>
        {(p) => (
          <Select
            {...p}
            value={locationId}
            disabled={!hideCompany && !companyId}
            options={[
              { value: '', label: t('chooseLocation') },
              ...sites.map((l) => ({ value: l._id, label: hideCompany ? `${l.company_name} · ${l.name}` : l.name })),
            ]}
            onValueChange={(id) => onChange({ companyId: sites.find((l) => l._id === id)?.company_id ?? companyId, locationId: id })}
          />
        )}
      </Field>
    </div>
  );
}
