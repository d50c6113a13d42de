'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Select } from '@/components/ui/select';
import { OrderedPicker } from '@/components/admin/reports/ordered-picker';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/input';
import type { PaychexView } from '@/lib/integrations/types';
import { formatPaychexDate, PAYCHEX_ALL_COLUMNS, PAYCHEX_DATE_FORMATS, type PaychexColumn } from '@/lib/timesheets/export/paychex-columns';
import { useAction } from '@/lib/browser/use-action';
import { integrationsApi, type PaychexBody } from './api';

const SAMPLE_DAY = '2026-01-05';
// What one regular line looks like with this layout (the file's own English header names, as Paychex reads them).
const sampleCell = (c: PaychexColumn, d: PaychexBody): string =>
  ({
    'Company ID': d.company_code,
    'Worker ID': 'a1b2c3d4',
    'Worker Name': 'Jane Doe',
    'Pay Component': d.regular_earnings_code,
    Hours: '40.00',
    Rate: '18.00',
    Amount: '720.00',
    'Check Seq Number': '',
    Location: 'Main Warehouse',
    'Week Start': formatPaychexDate(SAMPLE_DAY, d.date_format),
    'Week End': formatPaychexDate('2026-01-11', d.date_format),
  })[c];

/** The saved Paychex layout: company code, columns and their order, date format, earnings codes. */
export function PaychexForm({ view, onChange }: { view: PaychexView; onChange: (v: PaychexView) => void }) {
  const t = useTranslations('integrations.paychex');
  const tc = useTranslations('common');
  const save = useAction();
  const clear = useAction();
  const errors = save.fieldErrors;
  const clearError = save.clearFieldError;
  const [draft, setDraft] = useState<PaychexBody>(() => ({
    company_code: view.company_code,
    columns: [...view.columns],
    date_format: view.date_format,
    regular_earnings_code: view.regular_earnings_code,
    overtime_earnings_code: view.overtime_earnings_code,
    double_time_earnings_code: view.double_time_earnings_code,
  }));
  const [confirming, setConfirming] = useState(false);
  const patch = (p: Partial<PaychexBody>) => {
    setDraft((d) => ({ ...d, ...p }));
    for (const k of Object.keys(p)) clearError(k);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft.columns.length)
      void save
        .run(() => integrationsApi.savePaychex(draft), t('saved'))
        .then((res) => {
          if (res) onChange(res.data);
        });
  };
  const text = (
    key: 'company_code' | 'regular_earnings_code' | 'overtime_earnings_code' | 'double_time_earnings_code',
    label: string,
    hint: string,
    max: number,
  ) => (
    <Field label={label} hint={hint} error={errors[key]}>
      {(p) => <Input {...p} value={draft[key]} maxLength={max} className="max-w-xs" onChange={(e) => patch({ [key]: e.target.value })} />}
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {text('company_code', t('companyCode'), t('companyCodeHint'), 10)}
      <div className="flex flex-wrap gap-4">
        {text('regular_earnings_code', t('regularCode'), t('codeHint'), 20)}
        {text('overtime_earnings_code', t('overtimeCode'), t('codeHint'), 20)}
        {text('double_time_earnings_code', t('doubleTimeCode'), t('codeHint'), 20)}
      </div>
      <Select
        label={t('dateFormat')}
        error={errors.date_format}
        size="sm"
        className="w-56"
        value={draft.date_format}
        onValueChange={(date_format) => patch({ date_format })}
        options={PAYCHEX_DATE_FORMATS.map((f) => ({ value: f, label: `${f} (${formatPaychexDate(SAMPLE_DAY, f)})` }))}
      />
      <OrderedPicker
        options={PAYCHEX_ALL_COLUMNS.map((c) => ({ key: c, label: c }))}
        chosen={draft.columns}
        onChange={(columns) => patch({ columns: columns as PaychexColumn[] })}
        error={draft.columns.length ? errors.columns : t('noColumns')}
        labels={{ legend: t('columns'), available: t('available'), chosen: t('chosen'), empty: t('noColumns') }}
      />
      <figure className="space-y-1">
        <figcaption className="text-sm font-medium text-slate-800">{t('sample')}</figcaption>
        {/* Focusable so keyboard users can scroll a wide sample (WCAG 2.1.1). */}
        <pre
          tabIndex={0}
          aria-label={t('sample')}
          className="overflow-x-auto rounded-md border border-slate-200 bg-slate-50 p-3 text-xs text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/40"
        >
          {`${draft.columns.join(',')}\n${draft.columns.map((c) => sampleCell(c, draft)).join(',')}`}
        </pre>
      </figure>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={save.busy} disabled={!draft.columns.length}>
          {t('save')}
        </Button>
        {view.configured ? (
          <Button type="button" variant="ghost" onClick={() => setConfirming(true)}>
            {t('reset')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('resetTitle')}
        description={t('resetBody')}
        confirmLabel={t('reset')}
        cancelLabel={tc('cancel')}
        busy={clear.busy}
        onConfirm={() =>
          void clear.run(integrationsApi.clearPaychex, t('resetDone')).then((res) => {
            if (res) onChange(res.data);
            setConfirming(false);
          })
        }
      />
    </form>
  );
}
