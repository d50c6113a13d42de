'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Empty, Loaded } from '@/components/ui/load-states';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import type { ClientBilling } from '@/lib/invoices/schema';
import { BillingDialog } from './billing-dialog';
import { useRateText } from './money-text';

/** Each client's billing set-up at a glance (terms, currency, grouping, billing email, tax by site); admins edit. */
export function BillingSetup({
  clients,
  error,
  retry,
  canEdit,
}: {
  clients: ClientBilling[] | undefined;
  error: unknown;
  retry: () => void;
  canEdit: boolean;
}) {
  const t = useTranslations('invoices.billing');
  const rate = useRateText();
  const [editing, setEditing] = useState<ClientBilling | null>(null);
  return (
    <Loaded data={clients} error={error} retry={retry}>
      {(rows) =>
        rows.length === 0 ? (
          <Empty>{t('empty')}</Empty>
        ) : (
          <>
            <Table caption={t('caption')}>
              <THead>
                <TR>
                  <TH>{t('client')}</TH>
                  <TH>{t('terms')}</TH>
                  <TH>{t('currency')}</TH>
                  <TH>{t('grouping')}</TH>
                  <TH>{t('email')}</TH>
                  <TH>{t('taxRates')}</TH>
                  {canEdit ? <TH className="sr-only">{t('actions')}</TH> : null}
                </TR>
              </THead>
              <TBody>
                {rows.map((c) => (
                  <TR key={c.company_id} data-testid="billing-row">
                    <TD className="font-medium text-slate-900">{c.company_name}</TD>
                    <TD>{t('termsValue', { days: c.payment_terms_days })}</TD>
                    <TD>{c.currency}</TD>
                    <TD>{t(`groupings.${c.invoice_grouping}`)}</TD>
                    <TD>{c.billing_email ?? '—'}</TD>
                    <TD>
                      {c.sites.some((s) => s.tax_rate_milli > 0)
                        ? c.sites
                            .filter((s) => s.tax_rate_milli > 0)
                            .map((s) => `${s.location_name} ${rate(s.tax_rate_milli)}`)
                            .join(', ')
                        : t('noTax')}
                    </TD>
                    {canEdit ? (
                      <TD className="text-end">
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setEditing(c)}
                          aria-label={t('editOf', { client: c.company_name })}
                        >
                          {t('edit')}
                        </Button>
                      </TD>
                    ) : null}
                  </TR>
                ))}
              </TBody>
            </Table>
            {editing ? <BillingDialog client={editing} onClose={() => setEditing(null)} /> : null}
          </>
        )
      }
    </Loaded>
  );
}
