'use client';
import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { TimeZonePicker } from '@/components/ui/time-zone-picker';
import { useCompanySettings } from '@/lib/browser/hooks';
import { storedCompany } from '@/lib/browser/store';
import { useAction } from '@/lib/browser/use-action';
import { locationInput } from '@/lib/locations/schema';
import { JURISDICTION_IDS, type JurisdictionId } from '@/lib/pay-rules/types';
import { companyApi } from '../api';
import { blankToNull, useZodForm } from '@/components/forms/use-zod-form';
import { useState } from 'react';
import { GeofenceFields, geofenceDraft, parseGeofence, type GeofenceDraft } from './geofence-fields';

const TEXT = ['name', 'address', 'city', 'state'] as const;

/** Add a location to the company: name, address, city, state and an IANA time zone. */
export function LocationDialog({
  companyId,
  open,
  onOpenChange,
  onAdded,
}: {
  companyId: string;
  open: boolean;
  onOpenChange: (o: boolean) => void;
  onAdded: () => void;
}) {
  const t = useTranslations('companies.locations');
  const tc = useTranslations('common');
  const { busy, run } = useAction();
  const [fence, setFence] = useState<GeofenceDraft>(geofenceDraft());
  const [fenceChecked, setFenceChecked] = useState(false);
  const fenceResult = parseGeofence(fence);
  const form = useZodForm(locationInput, {
    name: '',
    address: '',
    city: '',
    state: '',
    timezone: '',
    pay_rules: 'company' as JurisdictionId,
  });
  // Until someone picks one, the site is in the company's own time zone (admin settings), never the browser's
  // or a fixed one; a time zone is required, so none at all is refused here and by the API.
  const { data: settings } = useCompanySettings(storedCompany());
  const zone = form.values.timezone || settings?.general.timezone || '';

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFenceChecked(true);
    if (!fenceResult.value) return;
    const geofence = fenceResult.value;
    const input = form.validate((v) => ({
      ...geofence,
      ...v,
      timezone: zone,
      address: blankToNull(v.address),
      city: blankToNull(v.city),
      state: blankToNull(v.state),
    }));
    if (!input) return;
    const res = await run(() => companyApi.addLocation(companyId, input), t('added'));
    if (res) {
      form.markSaved();
      onAdded();
      onOpenChange(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('addTitle')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        {TEXT.map((f) => (
          <Field key={f} label={t(`fields.${f}`)} error={form.invalid.has(f) ? t(`errors.${f}`) : null}>
            {(p) => (
              <Input
                {...p}
                value={form.values[f]}
                onChange={(e) => form.set(f)(e.target.value)}
                required={f === 'name'}
                maxLength={f === 'address' ? 240 : 120}
              />
            )}
          </Field>
        ))}
        <Field label={t('fields.timezone')} error={form.invalid.has('timezone') ? t('errors.timezone') : null} hint={t('timezoneHint')}>
          {(p) => <TimeZonePicker {...p} value={zone} onChange={form.set('timezone')} />}
        </Field>
        <Field label={t('fields.pay_rules')} hint={t('payRulesHint')}>
          {(p) => (
            <Select
              {...p}
              value={form.values.pay_rules}
              onValueChange={(v) => form.set('pay_rules')(v as JurisdictionId)}
              options={JURISDICTION_IDS.map((j) => ({ value: j, label: t(`payRulesOptions.${j}`) }))}
            />
          )}
        </Field>
        <GeofenceFields draft={fence} onChange={setFence} errors={fenceChecked ? fenceResult.errors : {}} />
        <FormActions onCancel={() => onOpenChange(false)} cancelLabel={tc('cancel')} submitLabel={t('add')} busy={busy} className="pt-2" />
      </form>
    </Dialog>
  );
}
