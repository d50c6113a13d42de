'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useAction } from '@/lib/browser/use-action';
import { Button } from '@/components/ui/button';
import { control } from '@/components/ui/controls';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useFormat } from '@/lib/browser/format';
import { bonusAmount } from '@/lib/referrals/schema';
import { NEXT_BONUS } from '@/lib/referrals/transitions';
import type { BonusTarget } from '@/lib/referrals/types';
import type { ReferralDetail } from '@/lib/referrals/schema';
import { referralsApi, revalidateReferrals } from './api';
import { BonusBadge } from './bonus-badge';
import { useBonusRules } from './use-referral-data';

/** Moves to a final step (paid, void) are confirmed first; the catalogue has a confirmation for each. */
type FinalTarget = Extract<BonusTarget, 'paid' | 'void'>;
const isFinal = (to: BonusTarget): to is FinalTarget => to === 'paid' || to === 'void';

/** The bonus: its rule and amount (fixed once paid or void), when it may become eligible, and the next states. */
export function BonusPanel({ referral: r, currency }: { referral: ReferralDetail; currency: string }) {
  const t = useTranslations('referrals.bonus');
  const fmt = useFormat(currency);
  const { rules } = useBonusRules();
  const { run, busy } = useAction({ revalidate: revalidateReferrals, fallbackError: t('failed') });
  const [ruleId, setRuleId] = useState(r.bonus_rule?._id ?? '');
  const [amount, setAmount] = useState(r.bonus_amount === null ? '' : String(r.bonus_amount));
  const [amountError, setAmountError] = useState(false);
  const [confirming, setConfirming] = useState<FinalTarget | null>(null);
  const locked = r.bonus_state === 'paid' || r.bonus_state === 'void';
  const choices = rules.filter((x) => x.active || x._id === ruleId);
  const e = r.eligibility;

  async function save(ev: FormEvent) {
    ev.preventDefault();
    const value = amount.trim() === '' ? null : Number(amount);
    const ok = value === null || bonusAmount.safeParse(value).success;
    setAmountError(!ok);
    if (ok) await run(() => referralsApi.update(r._id, { bonus_rule_id: ruleId || null, bonus_amount: value }), t('saved'));
  }
  const move = (to: BonusTarget) => run(() => referralsApi.bonus(r._id, to), t('moved'));

  return (
    <section aria-labelledby="bonus-heading" className="space-y-3 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="bonus-heading" className="text-sm font-semibold text-slate-900">
          {t('title')}
        </h3>
        <BonusBadge state={r.bonus_state} />
      </div>
      <p className="text-sm text-slate-700">
        {!r.referred.candidate_id
          ? t('needsCandidate')
          : !e.placement_start
            ? e.position
              ? t('noPlacementAs', { position: e.position })
              : t('noPlacement')
            : t('eligibleFrom', {
                start: fmt.date(e.placement_start),
                date: fmt.date(e.eligible_on ?? e.placement_start),
                days: e.days_required,
              })}
      </p>
      {r.bonus_paid_at ? (
        <p className="text-sm text-slate-700">{t('paidOn', { date: fmt.stamp(r.bonus_paid_at), amount: fmt.money(r.bonus_amount) })}</p>
      ) : null}
      <form onSubmit={save} noValidate className="flex flex-wrap items-end gap-3">
        <Select
          label={t('rule')}
          size="sm"
          className="w-52"
          value={ruleId}
          disabled={locked}
          onValueChange={(id) => {
            setRuleId(id);
            // A rule brings its amount; the amount can still be changed before saving.
            const rule = rules.find((x) => x._id === id);
            if (rule) setAmount(String(rule.amount));
          }}
          options={[
            { value: '', label: t('noRule') },
            ...choices.map((x) => ({
              value: x._id,
              label: t('ruleOption', { name: x.name, amount: fmt.money(x.amount), days: x.days_required }),
            })),
          ]}
        />
        <Field label={t('amount')} error={amountError ? t('amountError') : null}>
          {(p) => (
            <input
              {...p}
              type="number"
              min="0.01"
              max="100000"
              step="0.01"
              inputMode="decimal"
              value={amount}
              disabled={locked}
              onChange={(ev) => setAmount(ev.target.value)}
              className={`${control} w-32`}
            />
          )}
        </Field>
        {locked ? null : (
          <Button type="submit" size="sm" variant="outline" loading={busy} className="mb-0.5">
            {t('save')}
          </Button>
        )}
      </form>
      {NEXT_BONUS[r.bonus_state].length ? (
        <div role="group" aria-label={t('actions')} className="flex flex-wrap gap-2 border-t border-slate-200 pt-3">
          {NEXT_BONUS[r.bonus_state].map((to) => (
            <Button
              key={to}
              size="sm"
              variant={to === 'void' ? 'danger' : 'primary'}
              disabled={busy}
              onClick={() => (isFinal(to) ? setConfirming(to) : void move(to))}
            >
              {t(`to.${to}`)}
            </Button>
          ))}
        </div>
      ) : (
        <p className="border-t border-slate-200 pt-3 text-xs text-slate-600">{t('final')}</p>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(o) => {
          if (!o) setConfirming(null);
        }}
        danger={confirming === 'void'}
        title={confirming ? t(`confirm.${confirming}.title`) : ''}
        description={confirming ? t(`confirm.${confirming}.body`, { amount: fmt.money(r.bonus_amount) }) : ''}
        confirmLabel={confirming ? t(`to.${confirming}`) : ''}
        cancelLabel={t('cancel')}
        busy={busy}
        onConfirm={() => {
          const to = confirming;
          if (to) void move(to).then(() => setConfirming(null));
        }}
      />
    </section>
  );
}
