'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { callApi } from '@/lib/browser/typed-api';
import type { useAction } from '@/lib/browser/use-action';
import { invoicesRoutes } from '@/lib/contracts/routes/invoices';
import { PAYMENT_METHODS, PAYMENT_REFERENCE_MAX, type InvoiceDetail, type PaymentMethod } from '@/lib/invoices/schema';
import { useMoneyText } from './money-text';

/** An amount typed in the invoice's currency ("1250", "1250.5", "1250,50") as cents, or null when it is none. */
export function centsOfTyped(text: string): number | null {
  const m = /^(\d{1,12})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
}

/** Records a payment: the balance is offered, anything from a cent up to it is taken; the toast says whether it is now paid. */
export function PaymentDialog({
  invoice,
  action,
  onClose,
}: {
  invoice: InvoiceDetail;
  action: ReturnType<typeof useAction>;
  onClose: () => void;
}) {
  const t = useTranslations('invoices.payment');
  const money = useMoneyText();
  const [amount, setAmount] = useState((invoice.balance_cents / 100).toFixed(2));
  const [paidOn, setPaidOn] = useState(() => new Date().toISOString().slice(0, 10));
  const [method, setMethod] = useState<PaymentMethod>('bank_transfer');
  const [reference, setReference] = useState('');
  const cents = centsOfTyped(amount);
  const amountError =
    cents === null || cents < 1
      ? t('amountInvalid')
      : cents > invoice.balance_cents
        ? t('amountTooHigh', { balance: money(invoice.balance_cents, invoice.currency) })
        : null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (amountError || !paidOn) return;
    const body = { amount_cents: cents!, paid_on: paidOn, method, reference: reference.trim() || null };
    const res = await action.run(
      () => callApi(invoicesRoutes.pay, { params: { id: invoice._id }, body }),
      (r) => r.message ?? '',
    );
    if (res !== null) onClose();
  }

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('title')}
      description={t('description', { balance: money(invoice.balance_cents, invoice.currency) })}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('amount', { currency: invoice.currency })} error={amountError ?? action.fieldErrors.amount_cents ?? null}>
            {(p) => <Input {...p} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />}
          </Field>
          <Field label={t('paidOn')} error={action.fieldErrors.paid_on ?? null}>
            {(p) => <Input {...p} type="date" required value={paidOn} onChange={(e) => setPaidOn(e.target.value)} />}
          </Field>
        </div>
        <Select
          label={t('method')}
          value={method}
          onValueChange={setMethod}
          options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`methods.${m}`) }))}
        />
        <Field label={t('reference')} hint={t('referenceHint')} error={action.fieldErrors.reference ?? null}>
          {(p) => <Input {...p} maxLength={PAYMENT_REFERENCE_MAX} value={reference} onChange={(e) => setReference(e.target.value)} />}
        </Field>
        <FormActions onCancel={onClose} cancelLabel={t('cancel')} submitLabel={t('confirm')} busy={action.busy} />
      </form>
    </Dialog>
  );
}
