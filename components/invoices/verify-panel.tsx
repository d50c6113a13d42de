'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import { useFormat } from '@/lib/browser/format';
import { callApi } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import { invoicesRoutes } from '@/lib/contracts/routes/invoices';
import type { InvoiceDetail, InvoiceVerification } from '@/lib/invoices/schema';
import { useMoneyText } from './money-text';

/**
 * "Verify": every line recomputed by the pay-and-bill engine from its timesheet's punches and the rules in
 * force, beside what was billed. All matching is said in one sentence; otherwise the lines that do not are
 * listed with the difference to the cent and why (punches or rules).
 */
export function VerifyPanel({ invoice }: { invoice: InvoiceDetail }) {
  const t = useTranslations('invoices.verify');
  const fmt = useFormat();
  const money = useMoneyText();
  const { busy, run } = useAction();
  const [result, setResult] = useState<InvoiceVerification | null>(null);
  const cur = (cents: number) => money(cents, invoice.currency);
  const off = result?.lines.filter((l) => l.result !== 'match') ?? [];

  async function verify() {
    const res = await run(() => callApi(invoicesRoutes.verify, { params: { id: invoice._id } }));
    if (res) setResult(res.data);
  }

  return (
    <section className="mt-8 rounded-lg border border-slate-200 bg-white p-4" aria-labelledby="invoice-verify">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="invoice-verify" className="text-lg font-semibold text-slate-900">
            {t('title')}
          </h2>
          <p className="text-sm text-slate-700">{t('description')}</p>
        </div>
        <Button variant="outline" loading={busy} onClick={() => void verify()}>
          {result ? t('again') : t('run')}
        </Button>
      </div>
      {result ? (
        <div role="status" className="mt-4 space-y-3 text-sm" data-testid="verify-result">
          {off.length === 0 ? (
            <p className="font-medium text-emerald-900">{t('allMatch', { count: result.lines.length })}</p>
          ) : (
            <>
              <p className="font-medium text-amber-900">
                {t('someDiffer', { count: off.length, total: result.lines.length, difference: cur(result.difference_cents) })}
              </p>
              <Table caption={t('caption')}>
                <THead>
                  <TR>
                    <TH>{t('worker')}</TH>
                    <TH>{t('week')}</TH>
                    <TH>{t('why')}</TH>
                    <TH className="text-end">{t('billed')}</TH>
                    <TH className="text-end">{t('recomputed')}</TH>
                    <TH className="text-end">{t('difference')}</TH>
                  </TR>
                </THead>
                <TBody>
                  {off.map((l) => (
                    <TR key={l.line_id} data-testid="verify-difference">
                      <TD>{l.worker_name}</TD>
                      <TD>{fmt.date(l.week_start)}</TD>
                      <TD>{t(`results.${l.result}`, { billed: fmt.hours(l.billed_hours), recomputed: fmt.hours(l.recomputed_hours) })}</TD>
                      <TD className="text-end tabular-nums">{cur(l.billed_cents)}</TD>
                      <TD className="text-end tabular-nums">{cur(l.recomputed_cents)}</TD>
                      <TD className="text-end tabular-nums">{cur(l.difference_cents)}</TD>
                    </TR>
                  ))}
                </TBody>
              </Table>
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}
