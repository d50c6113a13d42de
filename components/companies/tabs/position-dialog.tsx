'use client';
import { useTranslations } from 'next-intl';
import { type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input } from '@/components/ui/input';
import { useAction } from '@/lib/browser/use-action';
import { positionInput } from '@/lib/companies/schema';
import type { PositionRow } from '@/lib/companies/types';
import { companyApi } from '../api';
import { useZodForm, type FormValues } from '@/components/forms/use-zod-form';

const RATES = ['bill_rate', 'pay_rate'] as const;
/** Rate inputs hold text; blank is "no rate", anything else must read as a number (else the schema refuses it). */
const rateOf = (v: string) => (v.trim() === '' ? null : Number(v.replace(',', '.')));
const asInput = (v: FormValues) => ({ name: v.name, bill_rate: rateOf(v.bill_rate), pay_rate: rateOf(v.pay_rate) });

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
  const form = useZodForm(positionInput, {
    name: position?.name ?? '',
    bill_rate: position?.bill_rate?.toString() ?? '',
    pay_rate: position?.pay_rate?.toString() ?? '',
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const input = form.validate(asInput);
    if (!input) return;
    const res = await run(
      () => (position ? companyApi.updatePosition(companyId, position._id, input) : companyApi.addPosition(companyId, input)),
      position ? t('updated') : t('added'),
    );
    if (res) {
      form.markSaved();
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
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label={t('fields.name')} error={form.invalid.has('name') ? t('errors.name') : null}>
          {(p) => <Input {...p} value={form.values.name} onChange={(e) => form.set('name')(e.target.value)} required maxLength={80} />}
        </Field>
        {RATES.map((f) => (
          <Field key={f} label={t(`fields.${f}`)} error={form.invalid.has(f) ? t('errors.rate') : null}>
            {(p) => (
              <Input
                {...p}
                value={form.values[f]}
                onChange={(e) => form.set(f)(e.target.value)}
                inputMode="decimal"
                autoComplete="off"
                maxLength={10}
              />
            )}
          </Field>
        ))}
        <FormActions onCancel={onClose} cancelLabel={tc('cancel')} submitLabel={tc('save')} busy={busy} className="pt-2" />
      </form>
    </Dialog>
  );
}
