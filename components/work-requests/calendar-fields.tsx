'use client';
import { useTranslations } from 'next-intl';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, Input } from '@/components/ui/input';
import { MAX_REQUEST_DATES } from '@/lib/work-requests/fields';

/** Multi-day and repeat as typed: '' end = one day; no weekdays = every day of the range. */
export type CalendarDraft = { endDate: string; weekdays: number[]; count: string };
export const EMPTY_CALENDAR: CalendarDraft = { endDate: '', weekdays: [], count: '' };

const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The request body's calendar part (lib/work-requests/fields.ts), or nothing when it is one day. */
export function calendarPayload(c: CalendarDraft): { end_date?: string; repeat?: { weekdays: number[]; count?: number } } {
  return {
    ...(c.endDate ? { end_date: c.endDate } : {}),
    ...(c.weekdays.length ? { repeat: { weekdays: [...c.weekdays].sort(), ...(c.count ? { count: Number(c.count) } : {}) } } : {}),
  };
}

/** "Until" and "repeat weekly on" for a request: the same inputs wherever workers are asked for. */
export function CalendarFields({
  value,
  onChange,
  minDate,
  errors = {},
  unit = 'shifts',
}: {
  value: CalendarDraft;
  onChange: (patch: Partial<CalendarDraft>) => void;
  minDate?: string;
  errors?: { end_date?: string; repeat?: string };
  /** What a date makes: a shift each (shift request), or a work day of one ranged request (order). */
  unit?: 'shifts' | 'days';
}) {
  const t = useTranslations('workRequests');
  const toggle = (d: number) =>
    onChange({ weekdays: value.weekdays.includes(d) ? value.weekdays.filter((w) => w !== d) : [...value.weekdays, d] });
  return (
    <div className="grid grid-cols-2 gap-4">
      <Field label={t('endDate')} hint={t(unit === 'days' ? 'endDateHintRange' : 'endDateHint')} error={errors.end_date}>
        {(p) => <Input {...p} type="date" min={minDate} value={value.endDate} onChange={(e) => onChange({ endDate: e.target.value })} />}
      </Field>
      <Field label={t(unit === 'days' ? 'countDays' : 'count')} hint={t('countHint', { max: MAX_REQUEST_DATES })}>
        {(p) => (
          <Input
            {...p}
            type="number"
            min={1}
            max={MAX_REQUEST_DATES}
            step={1}
            inputMode="numeric"
            disabled={value.weekdays.length === 0}
            value={value.count}
            onChange={(e) => onChange({ count: e.target.value })}
          />
        )}
      </Field>
      <fieldset className="col-span-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('repeatOn')}</legend>
        {unit === 'days' ? <p className="mb-1 text-xs text-slate-700">{t('repeatHintRange')}</p> : null}
        <div className="flex flex-wrap gap-3">
          {ISO_WEEKDAYS.map((d) => (
            <Checkbox key={d} label={t(`weekdays.${d}`)} checked={value.weekdays.includes(d)} onChange={() => toggle(d)} />
          ))}
        </div>
        {errors.repeat ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {errors.repeat}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
