'use client';
import { type ReactNode } from 'react';
import { get, useFormContext, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/input';
import { useErrorText } from './form';

export type FormControlProps = UseFormRegisterReturn & {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  defaultValue?: string | number;
  value?: string;
};

/**
 * One field of a kit form: its label (htmlFor), the control registered under `name` with aria-invalid and
 * aria-describedby pointing at the translated error (or the hint), and the error itself.
 */
export function FormField({
  name,
  label,
  hint,
  controlled,
  children,
}: {
  name: string;
  label: string;
  hint?: ReactNode;
  /** Render the value from the form's state: for a select whose options arrive after the form (or change with another field). */
  controlled?: boolean;
  children: (props: FormControlProps) => ReactNode;
}) {
  const { register, formState, watch } = useFormContext();
  const errorText = useErrorText();
  const error = get(formState.errors, name) as FieldError | undefined;
  // The control is uncontrolled (react-hook-form reads it on change); its starting value is also
  // rendered in the HTML, so the server-rendered form shows it before the script runs.
  const saved: unknown = get(formState.defaultValues, name);
  const defaultValue = typeof saved === 'string' || typeof saved === 'number' ? saved : undefined;
  const current: unknown = controlled ? watch(name) : undefined;
  const start = controlled ? { value: current === null || current === undefined ? '' : String(current) } : { defaultValue };
  return (
    <Field label={label} hint={hint} error={error ? errorText(name, error) : null}>
      {(aria) => children({ ...register(name), ...aria, ...start })}
    </Field>
  );
}
