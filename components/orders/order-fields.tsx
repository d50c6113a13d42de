'use client';
import { useTranslations } from 'next-intl';
import { Field, Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { PositionSelect, type PositionOption } from '@/components/work-requests/position-select';
import { CalendarFields } from '@/components/work-requests/calendar-fields';

/** An order as typed; numbers stay strings until the shared zod schema coerces them. */
export type OrderDraft = {
  companyId: string;
  locationId: string;
  /** The agency's position by id (PositionSelect); '' while none is chosen, or an order's name not in the list. */
  positionId: string;
  headcount: string;
  start_date: string;
  end_date: string;
  /** A weekly repeat within the range (ISO weekdays, none = every day) and its optional number of days. */
  weekdays: number[];
  count: string;
  bill_rate: string;
  notes: string;
};
/** `end_date` and `repeat` are the one request model's calendar (lib/work-requests), shown together. */
export type OrderField = 'position' | 'headcount' | 'start_date' | 'end_date' | 'repeat' | 'bill_rate' | 'notes';

export const EMPTY_ORDER: OrderDraft = {
  companyId: '',
  locationId: '',
  positionId: '',
  headcount: '1',
  start_date: '',
  end_date: '',
  weekdays: [],
  count: '',
  bill_rate: '',
  notes: '',
};

/** The fields of an order form; `fields` lists which this user may set (a contact never prices an order). */
export function OrderFields({
  draft,
  onChange,
  invalid,
  fields,
  positions,
  minStart,
}: {
  draft: OrderDraft;
  onChange: (patch: Partial<OrderDraft>) => void;
  invalid: ReadonlySet<string>;
  fields: readonly OrderField[];
  /** The tenant's positions: an order names one of them (issue 22, item 12). */
  positions: readonly PositionOption[];
  minStart?: string;
}) {
  const t = useTranslations('orders.form');
  const tw = useTranslations('workRequests');
  const has = (f: OrderField) => fields.includes(f);
  const err = (f: Exclude<OrderField, 'repeat'>) => (invalid.has(f) ? t(`invalid.${f}`) : null);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {has('position') ? (
        <PositionSelect
          value={draft.positionId}
          options={positions}
          onChange={(positionId) => onChange({ positionId })}
          error={invalid.has('position') || invalid.has('position_id') ? tw('choosePosition') : null}
        />
      ) : null}
      {has('headcount') ? (
        <Field label={t('headcount')} error={err('headcount')}>
          {(p) => (
            <Input
              {...p}
              type="number"
              min={1}
              max={500}
              step={1}
              value={draft.headcount}
              required
              onChange={(e) => onChange({ headcount: e.target.value })}
            />
          )}
        </Field>
      ) : null}
      {has('start_date') ? (
        <Field label={t('startDate')} error={err('start_date')}>
          {(p) => (
            <Input
              {...p}
              type="date"
              min={minStart}
              value={draft.start_date}
              required
              onChange={(e) => onChange({ start_date: e.target.value })}
            />
          )}
        </Field>
      ) : null}
      {has('end_date') ? (
        <div className="sm:col-span-2">
          <CalendarFields
            unit="days"
            value={{ endDate: draft.end_date, weekdays: draft.weekdays, count: draft.count }}
            minDate={draft.start_date || minStart}
            errors={{ end_date: err('end_date') ?? undefined, repeat: invalid.has('repeat') ? tw('errors.repeat') : undefined }}
            onChange={({ endDate, ...repeat }) => onChange({ ...repeat, ...(endDate === undefined ? {} : { end_date: endDate }) })}
          />
        </div>
      ) : null}
      {has('bill_rate') ? (
        <Field label={t('billRate')} error={err('bill_rate')} hint={t('billRateHint')}>
          {(p) => (
            <Input
              {...p}
              type="number"
              inputMode="decimal"
              min="0.01"
              step="0.01"
              value={draft.bill_rate}
              onChange={(e) => onChange({ bill_rate: e.target.value })}
            />
          )}
        </Field>
      ) : null}
      {has('notes') ? (
        <div className="sm:col-span-2">
          <Field label={t('notes')} error={err('notes')}>
            {(p) => <Textarea {...p} rows={3} maxLength={2000} value={draft.notes} onChange={(e) => onChange({ notes: e.target.value })} />}
          </Field>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The body of POST or PUT /orders for the fields this form shows; empty optional fields are sent as none.
 * The position goes as `position_id`; none chosen sends none (an edit then keeps the order's position,
 * a new order is refused on `position`).
 */
export function orderPayload(d: OrderDraft, fields: readonly OrderField[]): Record<string, unknown> {
  const all: Record<OrderField, unknown> = {
    position: d.positionId || undefined,
    headcount: d.headcount,
    start_date: d.start_date,
    end_date: d.end_date || null,
    repeat: d.weekdays.length ? { weekdays: [...d.weekdays].sort(), ...(d.count ? { count: Number(d.count) } : {}) } : null,
    bill_rate: d.bill_rate || null,
    notes: d.notes.trim() || null,
  };
  return Object.fromEntries(fields.filter((f) => all[f] !== undefined).map((f) => [f === 'position' ? 'position_id' : f, all[f]]));
}
