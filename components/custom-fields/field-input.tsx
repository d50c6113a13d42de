'use client';
import { useTranslations } from 'next-intl';
import { Field, Input } from '@/components/ui/input';
import type { CustomFieldDef } from '@/lib/catalog/types';

const selectClass = 'block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-[invalid=true]:border-red-600';

/** One custom field's labelled input, by its type; yes/no is a select so "not set" stays possible. */
export function FieldInput({ field, value, error, onChange }: { field: CustomFieldDef; value: string; error: string | null; onChange: (v: string) => void }) {
  const t = useTranslations('catalog.values');
  const label = field.required ? t('requiredLabel', { label: field.label }) : field.label;
  return (
    <Field label={label} error={error}>
      {(p) => {
        const common = { ...p, 'aria-required': field.required || undefined };
        switch (field.type) {
          case 'boolean':
          case 'select': {
            // A value no longer among the options (an admin removed it) stays visible until changed.
            const options = field.type === 'boolean' ? [['true', t('yes')], ['false', t('no')]] : field.options.map((o) => [o, o]);
            if (value && !options.some(([v]) => v === value)) options.push([value, value]);
            return (
              <select {...common} value={value} className={selectClass} onChange={(e) => onChange(e.target.value)}>
                <option value="">{t('notSet')}</option>
                {options.map(([v, text]) => <option key={v} value={v}>{text}</option>)}
              </select>
            );
          }
          case 'date':
            return <Input {...common} type="date" value={value} onChange={(e) => onChange(e.target.value)} />;
          case 'number':
            return <Input {...common} inputMode="decimal" autoComplete="off" maxLength={20} value={value} onChange={(e) => onChange(e.target.value)} />;
          default:
            return <Input {...common} autoComplete="off" maxLength={500} value={value} onChange={(e) => onChange(e.target.value)} />;
        }
      }}
    </Field>
  );
}
