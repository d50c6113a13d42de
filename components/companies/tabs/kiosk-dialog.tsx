'use client';
import { useTranslations } from 'next-intl';
import { type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useAction } from '@/lib/browser/use-action';
import { kioskInput } from '@/lib/kiosks/schema';
import type { KioskWithPin } from '@/lib/kiosks/types';
import type { LocationRow } from '@/lib/locations/types';
import { companyApi } from '../api';
import { blankToNull, useZodForm } from '@/components/forms/use-zod-form';

/** New kiosk: a name, optionally a location of this company and a chosen PIN (blank = generated). */
export function KioskDialog({
  companyId,
  locations,
  open,
  onOpenChange,
  onCreated,
}: {
  companyId: string;
  locations: LocationRow[];
  open: boolean;
  onOpenChange: (o: boolean) => void;
  onCreated: (kiosk: KioskWithPin) => void;
}) {
  const t = useTranslations('companies.kiosks');
  const tc = useTranslations('common');
  const { busy, run } = useAction();
  const form = useZodForm(kioskInput, { name: '', location_id: '', pin: '' });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const input = form.validate((v) => ({ name: v.name, location_id: blankToNull(v.location_id), pin: v.pin.trim() || undefined }));
    if (!input) return;
    const res = await run(() => companyApi.createKiosk(companyId, input));
    if (res) {
      form.markSaved();
      onCreated(res.data);
      onOpenChange(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('addTitle')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label={t('fields.name')} error={form.invalid.has('name') ? t('errors.name') : null}>
          {(p) => <Input {...p} value={form.values.name} onChange={(e) => form.set('name')(e.target.value)} required maxLength={80} />}
        </Field>
        <Select
          label={t('fields.location')}
          value={form.values.location_id}
          onValueChange={form.set('location_id')}
          options={[{ value: '', label: t('noLocation') }, ...locations.map((l) => ({ value: l._id, label: l.name }))]}
        />
        <Field label={t('fields.pin')} hint={t('pinHint')} error={form.invalid.has('pin') ? t('errors.pin') : null}>
          {(p) => (
            <Input
              {...p}
              value={form.values.pin}
              onChange={(e) => form.set('pin')(e.target.value)}
              inputMode="numeric"
              autoComplete="off"
              maxLength={8}
            />
          )}
        </Field>
        <FormActions
          onCancel={() => onOpenChange(false)}
          cancelLabel={tc('cancel')}
          submitLabel={t('create')}
          busy={busy}
          className="pt-2"
        />
      </form>
    </Dialog>
  );
}
