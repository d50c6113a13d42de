'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useAction } from '@/lib/browser/use-action';
import { locationInput } from '@/lib/locations/schema';
import { JURISDICTION_IDS, type JurisdictionId } from '@/lib/pay-rules/types';
import { companyApi } from '../api';
import { blankToNull, useZodForm } from '@/components/forms/use-zod-form';

const TEXT = ['name', 'address', 'city', 'state'] as const;
/** The browser's own zone is the likeliest for a new site; the API checks it is a real IANA zone. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/New_York';

/** Add a location to the company: name, address, city, state and an IANA time zone. */
export function LocationDialog({ companyId, open, onOpenChange, onAdded }: { companyId: string; open: boolean; onOpenChange: (o: boolean) => void; onAdded: () => void }) {
  const t = useTranslations('companies.locations');
  const tc = useTranslations('common');
  const { busy, run } = useAction();
  const [zone] = useState(browserZone);
  const form = useZodForm(locationInput, { name: '', address: '', city: '', state: '', timezone: zone, pay_rules: 'company' as JurisdictionId });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const input = form.validate((v) => ({ ...v, address: blankToNull(v.address), city: blankToNull(v.city), state: blankToNull(v.state) }));
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
            {(p) => <Input {...p} value={form.values[f]} onChange={(e) => form.set(f)(e.target.value)} required={f === 'name'} maxLength={f === 'address' ? 240 : 120} />}
          </Field>
        ))}
        <Field label={t('fields.timezone')} error={form.invalid.has('timezone') ? t('errors.timezone') : null} hint={t('timezoneHint')}>
          {(p) => <Input {...p} value={form.values.timezone} onChange={(e) => form.set('timezone')(e.target.value)} list="iana-zones" maxLength={64} />}
        </Field>
        <ZoneList />
        <Field label={t('fields.pay_rules')} hint={t('payRulesHint')}>
          {(p) => <Select id={p.id} label={t('fields.pay_rules')} value={form.values.pay_rules} onValueChange={(v) => form.set('pay_rules')(v as JurisdictionId)}
            options={JURISDICTION_IDS.map((j) => ({ value: j, label: t(`payRulesOptions.${j}`) }))} />}
        </Field>
        <FormActions onCancel={() => onOpenChange(false)} cancelLabel={tc('cancel')} submitLabel={t('add')} busy={busy} className="pt-2" />
      </form>
    </Dialog>
  );
}

/** Suggestions for the time zone input from the runtime's own list (free typing still allowed). */
function ZoneList() {
  const [zones] = useState<string[]>(() => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []));
  return <datalist id="iana-zones">{zones.map((z) => <option key={z} value={z} />)}</datalist>;
}
