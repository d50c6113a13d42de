'use client';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { Dialog } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form/form';
import { FormField } from '@/components/ui/form/form-field';
import { FormSelect } from '@/components/ui/form/form-select';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input } from '@/components/ui/input';
import { TimeZonePicker } from '@/components/ui/time-zone-picker';
import { useCompanySettings } from '@/lib/browser/hooks';
import { storedCompany } from '@/lib/browser/store';
import { useAction } from '@/lib/browser/use-action';
import { JURISDICTION_IDS } from '@/lib/pay-rules/types';
import { companyApi } from '../api';
import { locationForm, type LocationTexts } from '../form-schemas';
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
  const fenceResult = parseGeofence(fence);
  // Until someone picks one, the site is in the company's own time zone (admin settings), never the browser's
  // or a fixed one; a time zone is required, so none at all is refused here and by the API.
  const { data: settings } = useCompanySettings(storedCompany());
  const companyZone = settings?.general.timezone ?? '';
  const schema = useMemo(() => locationForm(companyZone), [companyZone]);
  const form = useZodForm(schema, {
    name: '',
    address: '',
    city: '',
    state: '',
    timezone: '',
    pay_rules: 'company',
  } satisfies LocationTexts);
  const zone = form.watch('timezone') || companyZone;

  async function submit(input: z.output<typeof schema>) {
    if (!fenceResult.value) return;
    const res = await run(() => companyApi.addLocation(companyId, { ...input, ...fenceResult.value }), t('added'));
    if (res) {
      onAdded();
      onOpenChange(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('addTitle')}>
      <Form form={form} onSubmit={submit} errorText={(f) => t(`errors.${f as (typeof TEXT)[number] | 'timezone'}`)} className="space-y-4">
        {TEXT.map((f) => (
          <FormField key={f} name={f} label={t(`fields.${f}`)}>
            {(p) => <Input {...p} required={f === 'name'} maxLength={f === 'address' ? 240 : 120} />}
          </FormField>
        ))}
        <Field label={t('fields.timezone')} error={form.formState.errors.timezone ? t('errors.timezone') : null} hint={t('timezoneHint')}>
          {(p) => (
            <TimeZonePicker
              {...p}
              value={zone}
              onChange={(v) => form.setValue('timezone', v, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
            />
          )}
        </Field>
        <FormSelect
          name="pay_rules"
          label={t('fields.pay_rules')}
          hint={t('payRulesHint')}
          options={JURISDICTION_IDS.map((j) => ({ value: j, label: t(`payRulesOptions.${j}`) }))}
        />
        {/* The geofence is checked on its own (half-typed numbers stay text); its errors show once a submit was tried. */}
        <GeofenceFields draft={fence} onChange={setFence} errors={form.formState.isSubmitted ? fenceResult.errors : {}} />
        <FormActions onCancel={() => onOpenChange(false)} cancelLabel={tc('cancel')} submitLabel={t('add')} busy={busy} className="pt-2" />
      </Form>
    </Dialog>
  );
}
