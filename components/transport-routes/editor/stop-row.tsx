'use client';
import { useTranslations } from 'next-intl';
import { get, useFormState, type FieldError } from 'react-hook-form';
import { useErrorText } from '@/components/ui/form/form';
import { FormField } from '@/components/ui/form/form-field';
import { Input } from '@/components/ui/input';
import type { ShownStop } from './stop-title';

/**
 * One stop inside its sortable row: its number, its name (a location stop may leave it blank to use the
 * location's name) and arrival time. The inputs are the form's `stops.{index}` fields; they show the form's
 * values (controlled), so a stop moved to another place keeps its own text.
 */
export function StopRow({ stop, index }: { stop: ShownStop; index: number }) {
  const t = useTranslations('transportRoutes.stops');
  const errorText = useErrorText();
  const { errors } = useFormState();
  // The location is picked, never typed, so a refusal of it (not a client location of this tenant) shows on the row.
  const locationName = `stops.${index}.location_id`;
  const locationError = get(errors, locationName) as FieldError | undefined;
  const n = index + 1;
  return (
    <div className="flex items-start gap-3">
      <span
        aria-hidden
        className="mt-7 flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand text-xs font-semibold text-on-brand"
      >
        {n}
      </span>
      <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-[1fr_9rem]">
        <FormField
          controlled
          name={`stops.${index}.label`}
          label={t('name', { n })}
          hint={stop.location_id ? t('locationHint', { company: stop.company_name ?? '—' }) : t('pickupHint')}
        >
          {(p) => <Input {...p} maxLength={120} placeholder={stop.location_name ?? ''} />}
        </FormField>
        <FormField controlled name={`stops.${index}.arrives_at`} label={t('time')}>
          {(p) => <Input {...p} type="time" />}
        </FormField>
        {locationError ? (
          <p role="alert" className="text-sm text-red-700 sm:col-span-2">
            {errorText(locationName, locationError)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
