'use client';
import type { ReactNode } from 'react';
import { Controller, get, useFormContext, type FieldError } from 'react-hook-form';
import { Field } from '@/components/ui/input';
import { Select, type SelectOption } from '@/components/ui/select';
import { useErrorText } from './form';

/** A kit form's select field: the kit's Select bound to the form's value under `name`, with label, hint and error. */
export function FormSelect({
  name,
  label,
  hint,
  options,
  disabled,
  placeholder,
  className,
  onChange,
}: {
  name: string;
  label: string;
  hint?: ReactNode;
  options: readonly SelectOption[];
  disabled?: boolean;
  placeholder?: string;
  className?: string;
  /** After the form has the new value: for a field that depends on this one. */
  onChange?: (value: string) => void;
}) {
  const { control, formState } = useFormContext();
  const errorText = useErrorText();
  const error = get(formState.errors, name) as FieldError | undefined;
  return (
    <Field label={label} hint={hint} error={error ? errorText(name, error) : null}>
      {(aria) => (
        <Controller
          name={name}
          control={control}
          render={({ field }) => (
            <Select
              {...aria}
              value={field.value === null || field.value === undefined ? '' : String(field.value)}
              onValueChange={(v) => {
                field.onChange(v);
                onChange?.(v);
              }}
              options={options}
              disabled={disabled}
              placeholder={placeholder}
              className={className}
            />
          )}
        />
      )}
    </Field>
  );
}
