'use client';
import { useTranslations } from 'next-intl';
import { Field, Input } from '@/components/ui/input';

/** The editable terms of a placement, as typed (strings until the zod schema parses them). */
export type Terms = { position: string; start_date: string; end_date: string; bill_rate: string; pay_rate: string };
export type TermKey = keyof Terms;

/**
 * Position, dates and rates, shared by the new and edit placement forms. `invalid` names the fields
 * the shared zod schema refused; each shows one localized sentence covering that field's rules.
 */
export function TermsFields({
  terms,
  onChange,
  invalid,
  only,
  startOptional,
}: {
  terms: Terms;
  onChange: (patch: Partial<Terms>) => void;
  invalid: ReadonlySet<string>;
  only?: readonly TermKey[];
  startOptional?: boolean;
}) {
  const t = useTranslations('placements.form');
  const shown = (k: TermKey) => !only || only.includes(k);
  const err = (k: TermKey) => (invalid.has(k) ? t(`invalid.${k}`) : null);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {shown('position') ? (
        <div className="sm:col-span-2">
          <Field label={t('position')} error={err('position')}>
            {(p) => (
              <Input {...p} value={terms.position} maxLength={80} required onChange={(e) => onChange({ position: e.target.value })} />
            )}
          </Field>
        </div>
      ) : null}
      {shown('start_date') ? (
        <Field label={t('startDate')} error={err('start_date')}>
          {(p) => (
            <Input
              {...p}
              type="date"
              value={terms.start_date}
              required={!startOptional}
              onChange={(e) => onChange({ start_date: e.target.value })}
            />
          )}
        </Field>
      ) : null}
      {shown('end_date') ? (
        <Field label={t('endDate')} error={err('end_date')} hint={t('endDateHint')}>
          {(p) => (
            <Input
              {...p}
              type="date"
              value={terms.end_date}
              min={terms.start_date || undefined}
              onChange={(e) => onChange({ end_date: e.target.value })}
            />
          )}
        </Field>
      ) : null}
      {shown('bill_rate') ? (
        <Field label={t('billRate')} error={err('bill_rate')}>
          {(p) => (
            <Input
              {...p}
              type="number"
              inputMode="decimal"
              min="0.01"
              step="0.01"
              value={terms.bill_rate}
              required
              onChange={(e) => onChange({ bill_rate: e.target.value })}
            />
          )}
        </Field>
      ) : null}
      {shown('pay_rate') ? (
        <Field label={t('payRate')} error={err('pay_rate')}>
          {(p) => (
            <Input
              {...p}
              type="number"
              inputMode="decimal"
              min="0.01"
              step="0.01"
              value={terms.pay_rate}
              required
              onChange={(e) => onChange({ pay_rate: e.target.value })}
            />
          )}
        </Field>
      ) : null}
    </div>
  );
}

/** Terms as the API takes them: an empty end date is none, and rates stay strings for zod to coerce. */
export const termsPayload = (terms: Terms) => ({ ...terms, end_date: terms.end_date || null });
