'use client';
import { useTranslations } from 'next-intl';
import { FormField } from '@/components/ui/form/form-field';
import { Input } from '@/components/ui/input';
import type { CustomFieldDef } from '@/lib/catalog/types';
import { selectClass } from '@/components/ui/controls';

/** One custom field's labelled input in a kit form, by its type; yes/no is a select so "not set" stays possible. */
export function FieldInput({ field, saved }: { field: CustomFieldDef; saved: string }) {
  const t = useTranslations('catalog.values');
  const label = field.required ? t('requiredLabel', { label: field.label }) : field.label;
  return (
    <FormField name={field.key} label={label}>
      {(p) => {
        const common = { ...p, 'aria-required': field.required || undefined };
        switch (field.type) {
          case 'boolean':
          case 'select': {
            // A saved value no longer among the options (an admin removed it) stays visible until changed.
            const options =
              field.type === 'boolean'
                ? [
                    ['true', t('yes')],
                    ['false', t('no')],
                  ]
                : field.options.map((o) => [o, o]);
            if (saved && !options.some(([v]) => v === saved)) options.push([saved, saved]);
            return (
              <select {...common} className={selectClass}>
                <option value="">{t('notSet')}</option>
                {options.map(([v, text]) => (
                  <option key={v} value={v}>
                    {text}
                  </option>
                ))}
              </select>
            );
          }
          case 'date':
            return <Input {...common} type="date" />;
          case 'number':
            return <Input {...common} inputMode="decimal" autoComplete="off" maxLength={20} />;
          default:
            return <Input {...common} autoComplete="off" maxLength={500} />;
        }
      }}
    </FormField>
  );
}
