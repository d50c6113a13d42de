'use client';
import { useTranslations } from 'next-intl';
import { Field, Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { BoardLocation } from '@/lib/shifts-board/types';
import { PositionSelect, type PositionOption } from '@/components/work-requests/position-select';

export type RequestForm = { location: string; position: string; day: string; start: string; end: string; headcount: string; notes: string };
type Errors = Partial<Record<keyof RequestForm, string>>;

/**
 * The inputs of a shift request, each labelled and with its error announced. With `positionOptions` (a new
 * request) the position is the agency's select and `form.position` holds its id; editing keeps the text.
 */
export function RequestFields({
  form,
  errors,
  locations,
  positions,
  positionOptions,
  onChange,
}: {
  form: RequestForm;
  errors: Errors;
  locations: readonly BoardLocation[];
  positions: string[];
  positionOptions?: readonly PositionOption[];
  onChange: (patch: Partial<RequestForm>) => void;
}) {
  const t = useTranslations('shiftsBoard.request');
  const zone = locations.find((l) => l._id === form.location)?.timezone;
  return (
    <div className="grid grid-cols-2 gap-4">
      <div className="col-span-2">
        <Field label={t('location')} error={errors.location}>
          {(p) => (
            <Select
              {...p}
              value={form.location}
              onValueChange={(location) => onChange({ location })}
              placeholder={t('chooseLocation')}
              options={locations.map((l) => ({ value: l._id, label: `${l.name} · ${l.company_name}` }))}
            />
          )}
        </Field>
      </div>
      {positionOptions ? (
        <div className="col-span-2">
          <PositionSelect
            value={form.position}
            options={positionOptions}
            error={errors.position}
            onChange={(position) => onChange({ position })}
          />
        </div>
      ) : (
        <div className="col-span-2">
          <Field label={t('position')} error={errors.position}>
            {(p) => (
              <Input
                {...p}
                list="shift-request-positions"
                value={form.position}
                maxLength={80}
                required
                autoComplete="off"
                onChange={(e) => onChange({ position: e.target.value })}
              />
            )}
          </Field>
          <datalist id="shift-request-positions">
            {positions.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </div>
      )}
      <Field label={t('date')} error={errors.day}>
        {(p) => <Input {...p} type="date" value={form.day} required onChange={(e) => onChange({ day: e.target.value })} />}
      </Field>
      <Field label={t('headcount')} error={errors.headcount}>
        {(p) => (
          <Input
            {...p}
            type="number"
            min={1}
            max={500}
            step={1}
            inputMode="numeric"
            value={form.headcount}
            required
            onChange={(e) => onChange({ headcount: e.target.value })}
          />
        )}
      </Field>
      <Field label={t('start')} error={errors.start} hint={zone ? t('zoneHint', { zone }) : undefined}>
        {(p) => <Input {...p} type="time" value={form.start} required onChange={(e) => onChange({ start: e.target.value })} />}
      </Field>
      <Field label={t('end')} error={errors.end} hint={form.end && form.start && form.end <= form.start ? t('overnight') : undefined}>
        {(p) => <Input {...p} type="time" value={form.end} required onChange={(e) => onChange({ end: e.target.value })} />}
      </Field>
      <div className="col-span-2">
        <Field label={t('notes')} hint={t('notesHint')}>
          {(p) => <Textarea {...p} rows={3} maxLength={1000} value={form.notes} onChange={(e) => onChange({ notes: e.target.value })} />}
        </Field>
      </div>
    </div>
  );
}
