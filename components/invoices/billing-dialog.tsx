'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { invalidate } from '@/lib/browser/invalidate';
import { callApi } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import { invoicesRoutes } from '@/lib/contracts/routes/invoices';
import { CURRENCIES, INVOICE_GROUPINGS, TAX_MILLI, TERMS_DAYS, type ClientBilling, type InvoiceGrouping } from '@/lib/invoices/schema';

/** A percentage typed by a person ("8.875", "8,875") as thousandths of a percent, or null when it is no rate. */
export function milliOfPercent(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(value)) return null;
  const milli = Math.round(value * 1000);
  return milli >= TAX_MILLI.min && milli <= TAX_MILLI.max && Math.abs(milli - value * 1000) < 1e-6 ? milli : null;
}

/** Edits one client's billing set-up and its sites' tax rates; later runs bill by it, made invoices keep theirs. */
export function BillingDialog({ client, onClose }: { client: ClientBilling; onClose: () => void }) {
  const t = useTranslations('invoices.billing');
  const [terms, setTerms] = useState(String(client.payment_terms_days));
  const [currency, setCurrency] = useState<string>(client.currency);
  const [grouping, setGrouping] = useState<InvoiceGrouping>(client.invoice_grouping);
  const [email, setEmail] = useState(client.billing_email ?? '');
  const [rates, setRates] = useState(() => client.sites.map((s) => String(s.tax_rate_milli / 1000)));
  const { busy, run, fieldErrors } = useAction({ revalidate: () => invalidate(invoicesRoutes.clients) });
  const termsDays = Number(terms);
  const termsError =
    Number.isInteger(termsDays) && termsDays >= TERMS_DAYS.min && termsDays <= TERMS_DAYS.max ? null : t('termsInvalid', TERMS_DAYS);
  const milli = rates.map(milliOfPercent);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (termsError || milli.some((m) => m === null)) return;
    const body = {
      payment_terms_days: termsDays,
      currency: currency as ClientBilling['currency'],
      invoice_grouping: grouping,
      billing_email: email.trim() || null,
      sites: client.sites.map((s, i) => ({ location_id: s.location_id, tax_rate_milli: milli[i]! })),
    };
    const id = client.company_id;
    if (
      (await run(
        () => callApi(invoicesRoutes.saveClient, { params: { id }, body }),
        (r) => r.message ?? '',
      )) !== null
    )
      onClose();
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('editTitle', { client: client.company_name })}
      description={t('editDescription')}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('terms')} hint={t('termsHint')} error={termsError ?? fieldErrors.payment_terms_days ?? null}>
            {(p) => (
              <Input
                {...p}
                type="number"
                min={TERMS_DAYS.min}
                max={TERMS_DAYS.max}
                value={terms}
                onChange={(e) => setTerms(e.target.value)}
              />
            )}
          </Field>
          <Select
            label={t('currency')}
            value={currency}
            onValueChange={setCurrency}
            options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          />
        </div>
        <Select
          label={t('grouping')}
          hint={t('groupingHint')}
          value={grouping}
          onValueChange={setGrouping}
          options={INVOICE_GROUPINGS.map((g) => ({ value: g, label: t(`groupings.${g}`) }))}
        />
        <Field label={t('email')} error={fieldErrors.billing_email ?? null}>
          {(p) => <Input {...p} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />}
        </Field>
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-slate-800">{t('taxRates')}</legend>
          {client.sites.map((site, i) => (
            <Field
              key={site.location_id}
              label={t('taxRateOf', { site: site.location_name })}
              error={milli[i] === null ? t('rateInvalid') : null}
            >
              {(p) => (
                <Input
                  {...p}
                  inputMode="decimal"
                  value={rates[i]}
                  onChange={(e) => setRates(rates.map((r, j) => (j === i ? e.target.value : r)))}
                  className="max-w-32"
                />
              )}
            </Field>
          ))}
        </fieldset>
        <FormActions onCancel={onClose} cancelLabel={t('cancel')} submitLabel={t('save')} busy={busy} />
      </form>
    </Dialog>
  );
}
