'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/shell/page-header';
import { LoadError } from '@/components/ui/load-states';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import { useFormat } from '@/lib/browser/format';
import { urlOf, useApi } from '@/lib/browser/typed-api';
import { invoicesRoutes } from '@/lib/contracts/routes/invoices';
import { INVOICE_EXPORTS, type InvoiceDetail } from '@/lib/invoices/schema';
import { InvoiceActions } from './invoice-actions';
import { useMoneyText, useRateText } from './money-text';
import { InvoiceStatusBadge } from './status-badge';
import { VerifyPanel } from './verify-panel';

const weekEnd = (start: string) => new Date(Date.parse(`${start}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);

/**
 * One invoice: who it bills, its terms and dates, every line (an approved timesheet's frozen hours and
 * amounts, opening that timesheet), and totals that are the sums of what is shown: subtotal of the lines,
 * tax per rate on the lines at that rate, total, paid and balance.
 */
export function InvoiceScreen({ initial, canBill }: { initial: InvoiceDetail; canBill: boolean }) {
  const t = useTranslations('invoices.detail');
  const tp = useTranslations('invoices.payment');
  const fmt = useFormat();
  const money = useMoneyText();
  const rate = useRateText();
  const { data, error, mutate } = useApi(invoicesRoutes.get, { params: { id: initial._id } }, { fallbackData: { data: initial } });
  const invoice = data?.data ?? initial;
  const cur = (cents: number) => money(cents, invoice.currency);
  const facts: [string, string][] = [
    [t('client'), invoice.company_name],
    ...(invoice.location_name ? [[t('site'), invoice.location_name] as [string, string]] : []),
    ...(invoice.worker_name ? [[t('worker'), invoice.worker_name] as [string, string]] : []),
    [t('period'), fmt.week(invoice.period_from, invoice.period_to)],
    [t('issued'), invoice.issued_at ? fmt.stamp(invoice.issued_at) : t('notIssued')],
    [t('due'), invoice.due_on ? fmt.date(invoice.due_on) : t('termsOnly', { days: invoice.payment_terms_days })],
    [t('currency'), invoice.currency],
  ];
  return (
    <>
      <PageHeader
        title={invoice.number ? t('title', { number: invoice.number }) : t('draftTitle')}
        subtitle={invoice.company_name}
        actions={canBill ? <InvoiceActions invoice={invoice} /> : null}
      />
      {error ? <LoadError onRetry={() => void mutate()} /> : null}
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <InvoiceStatusBadge status={invoice.status} />
        {invoice.status === 'void' && invoice.void_reason ? (
          <p className="text-sm text-slate-800">{t('voidedBecause', { reason: invoice.void_reason })}</p>
        ) : null}
      </div>
      <nav aria-label={t('exportLabel')} className="mb-4 flex flex-wrap items-center gap-3 text-sm">
        <span className="text-slate-700">{t('exportLabel')}:</span>
        {INVOICE_EXPORTS.map((kind) => (
          <a
            key={kind}
            href={urlOf(invoicesRoutes.export, { params: { id: invoice._id, kind } })}
            download
            className="rounded font-medium text-slate-900 underline underline-offset-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40"
          >
            {t(`exports.${kind}`)}
          </a>
        ))}
      </nav>
      <dl className="mb-6 grid gap-x-6 gap-y-3 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-slate-700">{term}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <Table caption={t('linesCaption', { count: invoice.lines.length })}>
        <THead>
          <TR>
            <TH>{t('lineWorker')}</TH>
            <TH>{t('lineSite')}</TH>
            <TH>{t('lineWeek')}</TH>
            <TH className="text-end">{t('lineRegular')}</TH>
            <TH className="text-end">{t('lineOvertime')}</TH>
            <TH className="text-end">{t('lineDoubleTime')}</TH>
            <TH className="text-end">{t('lineRate')}</TH>
            <TH className="text-end">{t('lineAmount')}</TH>
          </TR>
        </THead>
        <TBody>
          {invoice.lines.map((l) => (
            <TR key={l._id} data-testid="invoice-line">
              <TD>
                <Link href={`/timesheets/view/${l.timesheet_id}`} className="font-medium text-slate-900 underline-offset-2 hover:underline">
                  {l.worker_name}
                </Link>
                {l.position ? <div className="text-xs text-slate-700">{l.position}</div> : null}
              </TD>
              <TD>{l.location_name}</TD>
              <TD className="whitespace-nowrap">{fmt.week(l.week_start, weekEnd(l.week_start))}</TD>
              <TD className="text-end tabular-nums">{fmt.hours(l.regular_hours)}</TD>
              <TD className="text-end tabular-nums">{fmt.hours(l.overtime_hours)}</TD>
              <TD className="text-end tabular-nums">{fmt.hours(l.double_time_hours)}</TD>
              <TD className="text-end tabular-nums">{cur(l.bill_rate_cents)}</TD>
              <TD className="text-end tabular-nums">{cur(l.amount_cents)}</TD>
            </TR>
          ))}
        </TBody>
      </Table>
      <dl className="ms-auto mt-4 max-w-sm space-y-1 text-sm" data-testid="invoice-totals">
        <Total label={t('subtotal')} value={cur(invoice.subtotal_cents)} />
        {invoice.tax_by_rate
          .filter((r) => r.milli > 0)
          .map((r) => (
            <Total key={r.milli} label={t('taxAt', { rate: rate(r.milli), base: cur(r.base_cents) })} value={cur(r.tax_cents)} />
          ))}
        <Total label={t('total')} value={cur(invoice.total_cents)} strong />
        <Total label={t('paid')} value={cur(invoice.paid_cents)} />
        <Total label={t('balance')} value={cur(invoice.balance_cents)} strong />
      </dl>
      <VerifyPanel invoice={invoice} />
      {invoice.payments.length ? (
        <section className="mt-8" aria-labelledby="invoice-payments">
          <h2 id="invoice-payments" className="mb-3 text-lg font-semibold text-slate-900">
            {t('payments')}
          </h2>
          <Table caption={t('payments')}>
            <THead>
              <TR>
                <TH>{t('paidOn')}</TH>
                <TH>{t('method')}</TH>
                <TH>{t('reference')}</TH>
                <TH>{t('recordedBy')}</TH>
                <TH className="text-end">{t('amount')}</TH>
              </TR>
            </THead>
            <TBody>
              {invoice.payments.map((p) => (
                <TR key={p._id} data-testid="invoice-payment">
                  <TD className="whitespace-nowrap">{fmt.date(p.paid_on)}</TD>
                  <TD>{tp(`methods.${p.method}`)}</TD>
                  <TD>{p.reference ?? '—'}</TD>
                  <TD>{p.recorded_by_name ?? '—'}</TD>
                  <TD className="text-end tabular-nums">{cur(p.amount_cents)}</TD>
                </TR>
              ))}
            </TBody>
          </Table>
        </section>
      ) : null}
    </>
  );
}

function Total({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={
        strong ? 'flex justify-between border-t border-slate-200 pt-1 font-semibold text-slate-900' : 'flex justify-between text-slate-800'
      }
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
