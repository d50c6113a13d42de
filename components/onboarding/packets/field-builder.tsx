'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { control } from '@/components/ui/controls';
import { Select } from '@/components/ui/select';
import { FIELD_TYPES, MAX_FIELDS, type FieldType } from '@/lib/onboarding/constants';
import { keyFromLabel } from '@/lib/onboarding/field-key';
import { type FormField } from '@/lib/onboarding/schema';

/** A field being edited: `uid` keys the row; the key follows the label until someone edits the key. */
export type FieldDraft = FormField & { uid: string; keyTouched: boolean };

let nextUid = 0;
const uid = () => `field-${++nextUid}`;
export const draftsOf = (fields: readonly FormField[]): FieldDraft[] => fields.map((f) => ({ ...f, uid: uid(), keyTouched: true }));
export const blankField = (taken: string[]): FieldDraft => ({
  uid: uid(),
  key: keyFromLabel('', taken),
  label: '',
  type: 'text',
  required: false,
  keyTouched: false,
});

/** The fields of a form item: label, key, type and required, with add, remove and move up/down. */
export function FieldBuilder({
  fields,
  errors,
  onChange,
}: {
  fields: FieldDraft[];
  errors: Record<string, string>;
  onChange: (next: FieldDraft[]) => void;
}) {
  const t = useTranslations('onboarding.fields');
  const set = (i: number, patch: Partial<FieldDraft>) =>
    onChange(
      fields.map((f, j) => {
        if (j !== i) return f;
        const next = { ...f, ...patch };
        // Until the key is edited by hand it tracks the label, unique among the other fields' keys.
        if (patch.label !== undefined && !f.keyTouched)
          next.key = keyFromLabel(
            patch.label,
            fields.filter((_, k) => k !== i).map((x) => x.key),
          );
        return next;
      }),
    );
  const add = () => onChange([...fields, blankField(fields.map((f) => f.key))]);
  const swap = (i: number, j: number) => {
    const next = [...fields];
    const [a, b] = [next[i], next[j]];
    if (a === undefined || b === undefined) return;
    [next[i], next[j]] = [b, a];
    onChange(next);
  };
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{t('legend', { count: fields.length, max: MAX_FIELDS })}</legend>
      {errors.fields ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.fields}
        </p>
      ) : null}
      {fields.map((f, i) => {
        const err = (k: string) => errors[`fields.${i}.${k}`];
        const id = (k: string) => `${f.uid}-${k}`;
        return (
          <div
            key={f.uid}
            role="group"
            aria-label={t('row', { n: i + 1 })}
            className="grid grid-cols-[1fr_1fr_auto] items-end gap-2 rounded-md border border-slate-200 bg-white p-2 sm:grid-cols-[1.4fr_1fr_7rem_auto_auto]"
          >
            <div>
              <label htmlFor={id('label')} className="block text-xs font-medium text-slate-700">
                {t('label')}
              </label>
              <input
                id={id('label')}
                value={f.label}
                maxLength={120}
                aria-invalid={Boolean(err('label'))}
                className={`${control} w-full`}
                onChange={(e) => set(i, { label: e.target.value })}
              />
              {err('label') ? <p className="text-xs text-red-700">{err('label')}</p> : null}
            </div>
            <div>
              <label htmlFor={id('key')} className="block text-xs font-medium text-slate-700">
                {t('key')}
              </label>
              <input
                id={id('key')}
                value={f.key}
                maxLength={40}
                aria-invalid={Boolean(err('key'))}
                className={`${control} w-full font-mono`}
                onChange={(e) => set(i, { key: e.target.value, keyTouched: true })}
              />
              {err('key') ? <p className="text-xs text-red-700">{err('key')}</p> : null}
            </div>
            <div>
              <label htmlFor={id('type')} className="block text-xs font-medium text-slate-700">
                {t('type')}
              </label>
              <Select<FieldType>
                id={id('type')}
                size="sm"
                className="w-full"
                value={f.type}
                onValueChange={(type) => set(i, { type })}
                options={FIELD_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
              />
            </div>
            <label className="flex h-9 items-center gap-1.5 text-sm text-slate-800">
              <input type="checkbox" checked={f.required} onChange={(e) => set(i, { required: e.target.checked })} />
              {t('required')}
            </label>
            <div className="flex gap-1">
              <Button
                type="button"
                size="sm"
                variant="ghost"
                disabled={i === 0}
                onClick={() => swap(i, i - 1)}
                aria-label={t('moveUp', { n: i + 1 })}
              >
                <span aria-hidden>↑</span>
              </Button>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                disabled={i === fields.length - 1}
                onClick={() => swap(i, i + 1)}
                aria-label={t('moveDown', { n: i + 1 })}
              >
                <span aria-hidden>↓</span>
              </Button>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => onChange(fields.filter((_, j) => j !== i))}
                aria-label={t('remove', { n: i + 1 })}
              >
                <span aria-hidden>✕</span>
              </Button>
            </div>
          </div>
        );
      })}
      <Button type="button" size="sm" variant="outline" disabled={fields.length >= MAX_FIELDS} onClick={add}>
        {t('add')}
      </Button>
    </fieldset>
  );
}
