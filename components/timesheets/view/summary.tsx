'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Format } from '@/lib/browser/format';
import type { DashboardLabels } from '@/lib/settings/labels';
import type { TimesheetDetail } from '@/lib/timesheets/schema';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="mb-3 text-sm font-semibold text-slate-900">{title}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">{children}</dl>
    </section>
  );
}

function Row({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <>
      <dt className="text-slate-700">{label}</dt>
      <dd className={strong ? 'text-end font-semibold tabular-nums text-slate-900' : 'text-end tabular-nums text-slate-900'}>{value}</dd>
    </>
  );
}

const TIERS = ['regular', 'overtime', 'doubleTime'] as const;

/**
 * Totals, rates and the other facts of the week, as the pay-and-bill engine computed them under the
 * site's overtime law. Pay figures and the margin only for those who may see pay (lib/auth/pay-visibility.ts).
 */
export function Summary({ ts, fmt, withPay, labels }: { ts: TimesheetDetail; fmt: Format; withPay: boolean; labels: DashboardLabels }) {
  const t = useTranslations('timesheets.view');
  const tc = useTranslations('timesheets.columns');
  const law = useTranslations('companies.locations.payRulesOptions');
  const tiers = (amounts: TimesheetDetail['bill_amounts']) =>
    TIERS.map((tier) => <Row key={tier} label={t(`tiers.${tier}`)} value={fmt.money(amounts?.[tier] ?? 0)} />);
  return (
    <div className="mb-6 grid gap-4 md:grid-cols-3">
      <Card title={t('totals')}>
        <Row label={tc('regularHours')} value={fmt.hours(ts.regular_hours)} />
        <Row label={tc('overtimeHours')} value={fmt.hours(ts.overtime_hours)} />
        <Row label={tc('doubleTimeHours')} value={fmt.hours(ts.double_time_hours)} />
        <Row label={tc('totalHours')} value={fmt.hours(ts.total_hours)} strong />
        <Row label={tc('billTotal')} value={fmt.money(ts.bill_total)} strong />
        {withPay ? <Row label={tc('payTotal')} value={fmt.money(ts.pay_total)} /> : null}
        {withPay ? <Row label={tc('margin')} value={fmt.money(ts.margin)} /> : null}
      </Card>
      <Card title={t('rates')}>
        <Row label={tc('billRate')} value={fmt.money(ts.bill_rate)} />
        {withPay ? <Row label={tc('payRate')} value={fmt.money(ts.pay_rate)} /> : null}
        <Row label={t('overtimeLaw')} value={law(ts.overtime_law)} />
        {ts.bill_amounts ? (
          <>
            <dt className="col-span-2 mt-2 text-xs font-semibold uppercase text-slate-600">{t('billByTier')}</dt>
            {tiers(ts.bill_amounts)}
          </>
        ) : null}
        {withPay && ts.pay_amounts ? (
          <>
            <dt className="col-span-2 mt-2 text-xs font-semibold uppercase text-slate-600">{t('payByTier')}</dt>
            {tiers(ts.pay_amounts)}
          </>
        ) : null}
      </Card>
      <Card title={t('details')}>
        <Row label={labels.placement.singular} value={ts.position ?? '—'} />
        <Row label={tc('manager')} value={ts.manager ?? '—'} />
        <Row label={t('submittedAt')} value={fmt.stamp(ts.submitted_at)} />
        <Row label={t('approvedAt')} value={fmt.stamp(ts.approved_at)} />
        {ts.payroll_exported_at ? (
          <Row label={t('payrollAt')} value={`${fmt.stamp(ts.payroll_exported_at)}${ts.payroll_batch ? ` · ${ts.payroll_batch}` : ''}`} />
        ) : null}
      </Card>
      {ts.comment ? (
        <section aria-label={t('comment')} className="rounded-lg border border-slate-200 bg-white p-4 md:col-span-3">
          <h2 className="mb-1 text-sm font-semibold text-slate-900">{t('comment')}</h2>
          <p className="whitespace-pre-wrap text-sm text-slate-800">{ts.comment}</p>
        </section>
      ) : null}
    </div>
  );
}
