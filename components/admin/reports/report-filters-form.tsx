'use client';
import { useTranslations } from 'next-intl';
import { control } from '@/components/ui/controls';
import { Select } from '@/components/ui/select';
import { Field } from '@/components/ui/input';
import { LocationSelect } from '@/components/ui/location-select';
import type { SourceMeta } from '@/lib/custom-reports/sources';
import type { FilterKey, ReportFilters } from '@/lib/custom-reports/types';
import type { Choice, SourcesPayload } from '@/lib/custom-reports/schema';
import { translatedOr } from '@/lib/i18n/keys';

/** A filter's choices after its "any" option (value "": no filter). */
const anyOf = (anyLabel: string, choices: readonly Choice[]) => [
  { value: '', label: anyLabel },
  ...choices.map((c) => ({ value: c._id, label: c.name })),
];

type Props = { meta: SourceMeta; payload: SourcesPayload; filters: ReportFilters; onChange: (key: FilterKey, value: string) => void };

/** The filters the chosen source supports: its date range, status, company and location. */
export function ReportFiltersForm({ meta, payload, filters, onChange }: Props) {
  const t = useTranslations('customReports.builder');
  const tr = useTranslations('customReports');
  const column = translatedOr(tr, `fields.${meta.filters.date}`, meta.filters.date);
  const status = meta.filters.status;
  const statusChoices: Choice[] =
    status.kind === 'fixed'
      ? status.values.map((v) => ({ _id: v, name: translatedOr(tr, `statuses.${v}`, v) }))
      : payload.statuses[status.statusKind];
  const locations = filters.company_id ? payload.locations.filter((l) => l.company_id === filters.company_id) : payload.locations;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">{t('filtersLegend')}</legend>
      <div className="flex flex-wrap items-end gap-4">
        <Field label={t('dateFrom', { column })}>
          {(p) => (
            <input
              {...p}
              type="date"
              value={filters.date_from ?? ''}
              max={filters.date_to}
              onChange={(e) => onChange('date_from', e.target.value)}
              className={control}
            />
          )}
        </Field>
        <Field label={t('dateTo', { column })}>
          {(p) => (
            <input
              {...p}
              type="date"
              value={filters.date_to ?? ''}
              min={filters.date_from}
              onChange={(e) => onChange('date_to', e.target.value)}
              className={control}
            />
          )}
        </Field>
        <Select
          label={t('status')}
          size="sm"
          className="w-56"
          value={filters.status ?? ''}
          onValueChange={(v) => onChange('status', v)}
          options={anyOf(t('anyStatus'), statusChoices)}
        />
        {meta.filters.company ? (
          <Select
            label={t('company')}
            size="sm"
            className="w-56"
            value={filters.company_id ?? ''}
            onValueChange={(v) => onChange('company_id', v)}
            options={anyOf(t('anyCompany'), payload.companies)}
          />
        ) : null}
        {meta.filters.location ? (
          <LocationSelect
            value={filters.location_id ?? 'all'}
            locations={locations}
            onChange={(v) => onChange('location_id', v ?? '')}
            labels={{ label: t('location'), all: t('allLocations'), unknown: t('unknownLocation') }}
          />
        ) : null}
      </div>
    </fieldset>
  );
}
