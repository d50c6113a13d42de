'use client';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { Dialog } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form/form';
import { FormField } from '@/components/ui/form/form-field';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { useAction } from '@/lib/browser/use-action';
import type { PositionRow } from '@/lib/companies/schema';
import { companyApi } from '../api';
import { positionForm, type PositionTexts } from '../form-schemas';

const RATES = ['bill_rate', 'pay_rate'] as const;

/** Add a position, or edit one (`position` given): name, bill rate and pay rate. */
export function PositionDialog({
  companyId,
  position,
  onClose,
  onSaved,
}: {
  companyId: string;
  position: PositionRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTranslations('companies.positions');
  const tc = useTranslations('common');
  const { busy, run } = useAction();
  const form = useZodForm(positionForm, {
    name: position?.name ?? '',
    bill_rate: position?.bill_rate?.toString() ?? '',
    pay_rate: position?.pay_rate?.toString() ?? '',
  } satisfies PositionTexts);

  async function submit(input: z.output<typeof positionForm>) {
    const res = await run(
      () => (position ? companyApi.updatePosition(companyId, position._id, input) : companyApi.addPosition(companyId, input)),
      position ? t('updated') : t('added'),
    );
    if (res) {
      onSaved();
      onClose();
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
      title={position ? t('editTitle') : t('addTitle')}
    >
      <Form form={form} onSubmit={submit} errorText={(f) => (f === 'name' ? t('errors.name') : t('errors.rate'))} className="space-y-4">
        <FormField name="name" label={t('fields.name')}>
          {(p) => <Input {...p} required maxLength={80} />}
        </FormField>
        {RATES.map((f) => (
          <FormField key={f} name={f} label={t(`fields.${f}`)}>
            {(p) => <Input {...p} inputMode="decimal" autoComplete="off" maxLength={10} />}
          </FormField>
        ))}
        <FormActions onCancel={onClose} cancelLabel={tc('cancel')} submitLabel={tc('save')} busy={busy} className="pt-2" />
      </Form>
    </Dialog>
  );
}
