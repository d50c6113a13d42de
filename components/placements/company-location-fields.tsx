'use client';
import { useTranslations } from 'next-intl';
import { control } from '@/components/ui/controls';
import { Field } from '@/components/ui/input';
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
            <select
              {...p}
              value={companyId}
              required
              className={`${control} w-full`}
              onChange={(e) => onChange({ companyId: e.target.value, locationId: '' })}
            >
              <option value="">{t('chooseCompany')}</option>
              {companies.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <Field label={t('location')} error={invalid.has('location_id') ? t('invalid.location_id') : null}>
        {(p) => (
          <select
            {...p}
            value={locationId}
            required
            disabled={!hideCompany && !companyId}
            className={`${control} w-full`}
            onChange={(e) =>
              onChange({ companyId: sites.find((l) => l._id === e.target.value)?.company_id ?? companyId, locationId: e.target.value })
            }
          >
            <option value="">{t('chooseLocation')}</option>
            {sites.map((l) => (
              <option key={l._id} value={l._id}>
                {hideCompany ? `${l.company_name} · ${l.name}` : l.name}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
