'use client';
import { useTranslations } from 'next-intl';
import { FormField } from '@/components/ui/form/form-field';
import { FormSelect } from '@/components/ui/form/form-select';
import { Input } from '@/components/ui/input';
import type { CustomFieldDef } from '@/lib/catalog/types';

/** One custom field's labelled input in a kit form, by its type; yes/no is a select so "not set" stays possible. */
export function FieldInput({ field, saved }: { field: CustomFieldDef; saved: string }) {
  const t = useTranslations('catalog.values');
  const label = field.required ? t('requiredLabel', { label: field.label }) : field.label;
  if (field.type === 'boolean' || field.type === 'select') {
    const options =
      field.type === 'boolean'
        ? [
            { value: 'true', label: t('yes') },
            { value: 'false', label: t('no') },
          ]
        : field.options.map((o) => ({ value: o, label: o }));
    // A saved value no longer among the options (an admin removed it) stays visible until changed.
    if (saved && !options.some((o) => o.value === saved)) options.push({ value: saved, label: saved });
    return <FormSelect name={field.key} label={label} options={[{ value: '', label: t('notSet') }, ...options]} />;
  }
  return (
    <FormField name={field.key} label={label}>
      {(p) => {
        const common = { ...p, 'aria-required': field.required || undefined };
        switch (field.type) {
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
