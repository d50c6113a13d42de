'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { invalidate, readsOf } from '@/lib/browser/invalidate';
import { callApi } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import { invoicesRoutes } from '@/lib/contracts/routes/invoices';
import { timesheetsRoutes } from '@/lib/contracts/routes/timesheets';
import { VOID_REASON_MAX, type InvoiceDetail } from '@/lib/invoices/schema';
import { PaymentDialog } from './payment-dialog';

/** Issue (a draft), Record payment (issued, not yet paid) and Void (anything unpaid and not void), each behind a dialog that says what it will do. */
export function InvoiceActions({ invoice }: { invoice: InvoiceDetail }) {
  const t = useTranslations('invoices.detail');
  const [open, setOpen] = useState<'issue' | 'void' | 'pay' | null>(null);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const action = useAction({ revalidate: () => invalidate(...readsOf(invoicesRoutes), timesheetsRoutes.list) });
  const { busy, run, fieldErrors } = action;
  const params = { id: invoice._id };
  const canVoid = invoice.status !== 'void' && invoice.paid_cents === 0;

  async function issue() {
    if (
      (await run(
        () => callApi(invoicesRoutes.issue, { params }),
        (r) => r.message ?? '',
      )) !== null
    )
      setOpen(null);
  }
  async function voidIt(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (!reason.trim()) return;
    if (
      (await run(
        () => callApi(invoicesRoutes.void, { params, body: { reason } }),
        (r) => r.message ?? '',
      )) !== null
    )
      setOpen(null);
  }

  return (
    <div className="flex flex-wrap gap-2">
      {invoice.status === 'draft' ? <Button onClick={() => setOpen('issue')}>{t('issue')}</Button> : null}
      {invoice.status === 'issued' || invoice.status === 'partly_paid' ? (
        <Button onClick={() => setOpen('pay')}>{t('recordPayment')}</Button>
      ) : null}
      {open === 'pay' ? <PaymentDialog invoice={invoice} action={action} onClose={() => setOpen(null)} /> : null}
      {canVoid ? (
        <Button variant="outline" onClick={() => setOpen('void')}>
          {t('void')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={open === 'issue'}
        onOpenChange={(o) => setOpen(o ? 'issue' : null)}
        title={t('issueTitle')}
        description={t('issueDescription', { days: invoice.payment_terms_days })}
        confirmLabel={t('issueConfirm')}
        cancelLabel={t('cancel')}
        onConfirm={() => void issue()}
        busy={busy}
        danger={false}
      />
      {open === 'void' ? (
        <Dialog
          open
          onOpenChange={(o) => !o && setOpen(null)}
          title={t('voidTitle')}
          description={t('voidDescription', { lines: invoice.line_count })}
        >
          <form onSubmit={voidIt} noValidate className="space-y-4">
            <Field
              label={t('voidReason')}
              hint={t('voidReasonHint', { max: VOID_REASON_MAX })}
              error={tried && !reason.trim() ? t('voidReasonRequired') : (fieldErrors.reason ?? null)}
            >
              {(p) => (
                <Textarea {...p} rows={3} required maxLength={VOID_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} />
              )}
            </Field>
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => setOpen(null)}>
                {t('cancel')}
              </Button>
              <Button type="submit" variant="danger" loading={busy}>
                {t('voidConfirm')}
              </Button>
            </div>
          </form>
        </Dialog>
      ) : null}
    </div>
  );
}
