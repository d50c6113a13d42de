'use client';
import { type ReactNode } from 'react';
import { get, useFormContext, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/input';
import { useErrorText } from './form';

export type FormControlProps = UseFormRegisterReturn & { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

/**
 * One field of a kit form: its label (htmlFor), the control registered under `name` with aria-invalid and
 * aria-describedby pointing at the translated error (or the hint), and the error itself.
 */
export function FormField({ name, label, hint, children }: {
  name: string;
  label: string;
  hint?: ReactNode;
  children: (props: FormControlProps) => ReactNode;
}) {
  const { register, formState } = useFormContext();
  const errorText = useErrorText();
  const error = get(formState.errors, name) as FieldError | undefined;
  return (
    <Field label={label} hint={hint} error={error ? errorText(name, error) : null}>
      {(aria) => children({ ...register(name), ...aria })}
    </Field>
  );
}
