'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { invalidFields } from '@/components/ui/form/invalid-fields';
import { useAction } from '@/lib/browser/use-action';
import { revalidateRules, rulesApi } from '@/components/referrals/api';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input } from '@/components/ui/input';
import { createRuleBody } from '@/lib/referrals/schema';
import { BONUS_AMOUNT_MAX, DAYS_REQUIRED_MAX } from '@/lib/referrals/types';
import type { BonusRule } from '@/lib/referrals/schema';

type Draft = { name: string; amount: string; days_required: string; position: string; active: boolean };

/** Add or edit a bonus rule; checked with the API's own schema, and the server's field errors show too. */
export function RuleDialog({ rule, onClose }: { rule: BonusRule | null; onClose: () => void }) {
  const t = useTranslations('referrals.rules');
  const [d, setD] = useState<Draft>({
    name: rule?.name ?? '',
    amount: rule ? String(rule.amount) : '',
    days_required: String(rule?.days_required ?? 30),
    position: rule?.position ?? '',
    active: rule?.active ?? true,
  });
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const { run, busy, fieldErrors: serverErrors } = useAction({ revalidate: revalidateRules, fallbackError: t('failed') });
  const set = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));
  const err = (field: string, text: string) => (invalid.has(field) ? text : (serverErrors[field] ?? null));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = {
      name: d.name,
      amount: d.amount.trim() === '' ? NaN : Number(d.amount),
      days_required: d.days_required.trim() === '' ? NaN : Number(d.days_required),
      position: d.position,
      active: d.active,
    };
    const parsed = createRuleBody.safeParse(body);
    setInvalid(parsed.success ? new Set() : invalidFields(parsed.error.issues));
    if (!parsed.success) return;
    const saved = await run(
      () => (rule ? rulesApi.update(rule._id, parsed.data) : rulesApi.create(parsed.data)),
      rule ? t('saved') : t('created'),
    );
    if (saved) onClose();
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={rule ? t('editTitle', { name: rule.name }) : t('addTitle')}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label={t('name')} error={err('name', t('nameError'))}>
          {(p) => <Input {...p} value={d.name} maxLength={80} onChange={(e) => set({ name: e.target.value })} />}
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field label={t('amount')} error={err('amount', t('amountError', { max: BONUS_AMOUNT_MAX }))}>
            {(p) => (
              <Input
                {...p}
                type="number"
                min="0.01"
                max={BONUS_AMOUNT_MAX}
                step="0.01"
                inputMode="decimal"
                value={d.amount}
                onChange={(e) => set({ amount: e.target.value })}
              />
            )}
          </Field>
          <Field label={t('days')} error={err('days_required', t('daysError', { max: DAYS_REQUIRED_MAX }))} hint={t('daysHint')}>
            {(p) => (
              <Input
                {...p}
                type="number"
                min="0"
                max={DAYS_REQUIRED_MAX}
                step="1"
                inputMode="numeric"
                value={d.days_required}
                onChange={(e) => set({ days_required: e.target.value })}
              />
            )}
          </Field>
        </div>
        <Field label={t('position')} error={err('position', t('positionError'))} hint={t('positionHint')}>
          {(p) => <Input {...p} value={d.position} maxLength={80} onChange={(e) => set({ position: e.target.value })} />}
        </Field>
        <Checkbox label={t('activeLabel')} checked={d.active} onChange={(e) => set({ active: e.target.checked })} />
        <FormActions onCancel={onClose} cancelLabel={t('cancel')} submitLabel={t('save')} busy={busy} className="pt-2" />
      </form>
    </Dialog>
  );
}
