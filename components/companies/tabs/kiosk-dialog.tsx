'use client';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { Dialog } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form/form';
import { FormField } from '@/components/ui/form/form-field';
import { FormSelect } from '@/components/ui/form/form-select';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { useAction } from '@/lib/browser/use-action';
import type { KioskWithPin } from '@/lib/kiosks/schema';
import type { LocationRow } from '@/lib/locations/schema';
import { companyApi } from '../api';
import { kioskForm, type KioskTexts } from '../form-schemas';

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
  const form = useZodForm(kioskForm, { name: '', location_id: '', pin: '' } satisfies KioskTexts);

  async function submit(input: z.output<typeof kioskForm>) {
    const res = await run(() => companyApi.createKiosk(companyId, input));
    if (res) {
      onCreated(res.data);
      onOpenChange(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('addTitle')}>
      <Form form={form} onSubmit={submit} errorText={(f) => (f === 'pin' ? t('errors.pin') : t('errors.name'))} className="space-y-4">
        <FormField name="name" label={t('fields.name')}>
          {(p) => <Input {...p} required maxLength={80} />}
        </FormField>
        <FormSelect
          name="location_id"
          label={t('fields.location')}
          options={[{ value: '', label: t('noLocation') }, ...locations.map((l) => ({ value: l._id, label: l.name }))]}
        />
        <FormField name="pin" label={t('fields.pin')} hint={t('pinHint')}>
          {(p) => <Input {...p} inputMode="numeric" autoComplete="off" maxLength={8} />}
        </FormField>
        <FormActions
          onCancel={() => onOpenChange(false)}
          cancelLabel={tc('cancel')}
          submitLabel={t('create')}
          busy={busy}
          className="pt-2"
        />
      </Form>
    </Dialog>
  );
}
