'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { invalidate, readsOf } from '@/lib/browser/invalidate';
import { callApi } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import { invoicesRoutes } from '@/lib/contracts/routes/invoices';
import { timesheetsRoutes } from '@/lib/contracts/routes/timesheets';
import type { ClientBilling, RunResult } from '@/lib/invoices/schema';

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The last four whole weeks before this one, as a suggestion the admin changes at will. */
function lastFourWeeks(today = new Date()): { from: string; to: string } {
  const monday = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() - ((today.getDay() + 6) % 7)));
  return { from: day(new Date(monday.getTime() - 28 * 86_400_000)), to: day(new Date(monday.getTime() - 86_400_000)) };
}

/**
 * "Run invoices": says what it will do (approved, not yet invoiced timesheets of weeks starting in the
 * period become drafts, grouped as each client is set up), for every client or one; the toast says what it did.
 */
export function RunDialog({ clients, onClose, onDone }: { clients: ClientBilling[]; onClose: () => void; onDone: (r: RunResult) => void }) {
  const t = useTranslations('invoices.run');
  const [period, setPeriod] = useState(lastFourWeeks);
  const [company, setCompany] = useState('');
  const { busy, run, fieldErrors } = useAction({ revalidate: () => invalidate(...readsOf(invoicesRoutes), timesheetsRoutes.list) });
  const backwards = period.from && period.to && period.from > period.to ? t('fromAfterTo') : null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!period.from || !period.to || backwards) return;
    const res = await run(
      () => callApi(invoicesRoutes.run, { body: { from: period.from, to: period.to, company_id: company || null } }),
      (r) => r.message ?? '',
    );
    if (res) onDone(res.data);
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('title')} description={t('description')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('from')} error={fieldErrors.from ?? null}>
            {(p) => (
              <Input {...p} type="date" required value={period.from} onChange={(e) => setPeriod({ ...period, from: e.target.value })} />
            )}
          </Field>
          <Field label={t('to')} error={backwards ?? fieldErrors.to ?? null}>
            {(p) => <Input {...p} type="date" required value={period.to} onChange={(e) => setPeriod({ ...period, to: e.target.value })} />}
          </Field>
        </div>
        <Select
          label={t('client')}
          value={company}
          onValueChange={setCompany}
          options={[{ value: '', label: t('allClients') }, ...clients.map((c) => ({ value: c.company_id, label: c.company_name }))]}
        />
        <p className="text-sm text-slate-700">{t('grouping')}</p>
        <FormActions onCancel={onClose} cancelLabel={t('cancel')} submitLabel={t('confirm')} busy={busy} disabled={Boolean(backwards)} />
      </form>
    </Dialog>
  );
}
