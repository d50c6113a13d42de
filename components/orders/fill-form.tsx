'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { CandidatePicker } from '@/components/placements/candidate-picker';
import { TermsFields, type Terms } from '@/components/placements/terms-fields';
import { invalidFields } from '@/components/ui/form/invalid-fields';
import { useAction } from '@/lib/browser/use-action';
import { Button } from '@/components/ui/button';
import { fillOrderBody } from '@/lib/orders/schema';
import type { OrderDetail } from '@/lib/orders/schema';
import type { CandidateOption } from '@/lib/placements/types';
import { orderApi, revalidateOrders } from './api';

const FILL_TERMS = ['start_date', 'bill_rate', 'pay_rate'] as const;

/** Staff fill one place of the order: a worker, their rates and (optionally) a later first day. */
export function FillForm({ order }: { order: OrderDetail }) {
  const t = useTranslations('orders.fill');
  const [candidate, setCandidate] = useState<CandidateOption | null>(null);
  const blank = (): Terms => ({
    position: order.position,
    start_date: '',
    end_date: '',
    bill_rate: order.bill_rate === null ? '' : String(order.bill_rate),
    pay_rate: '',
  });
  const [terms, setTerms] = useState<Terms>(blank);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const { run, busy, fieldErrors: serverErrors } = useAction({ revalidate: revalidateOrders, fallbackError: t('failed') });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = {
      candidate_id: candidate?._id ?? '',
      bill_rate: terms.bill_rate,
      pay_rate: terms.pay_rate,
      start_date: terms.start_date || undefined,
    };
    const parsed = fillOrderBody.safeParse(body);
    setInvalid(parsed.success ? new Set() : invalidFields(parsed.error.issues));
    if (!parsed.success) return;
    if (await run(() => orderApi.fill(order._id, body), t('done'))) {
      setCandidate(null);
      setTerms(blank());
    }
  }

  const bad = new Set([...invalid, ...Object.keys(serverErrors)]);
  return (
    <form noValidate onSubmit={submit} aria-labelledby="fill-heading" className="mt-6 space-y-4 rounded-lg border border-slate-200 p-4">
      <h3 id="fill-heading" className="text-sm font-semibold text-slate-900">
        {t('title', { left: order.headcount - order.filled })}
      </h3>
      <CandidatePicker value={candidate} onChange={setCandidate} error={bad.has('candidate_id') ? t('pickCandidate') : undefined} />
      <TermsFields
        terms={terms}
        onChange={(patch) => setTerms((x) => ({ ...x, ...patch }))}
        invalid={bad}
        only={FILL_TERMS}
        startOptional
      />
      <p className="text-xs text-slate-700">{t('startHint')}</p>
      <div className="flex justify-end">
        <Button type="submit" loading={busy}>
          {t('submit')}
        </Button>
      </div>
    </form>
  );
}
