'use client';
import { useTranslations } from 'next-intl';
import { createContext, useContext, type ReactNode } from 'react';
import { FormProvider, type FieldError, type FieldValues, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import { cn } from '@/lib/cn';

/** Turns a failed field into the user's language; server errors arrive translated and are shown as they are. */
export type ErrorText = (field: string, error: FieldError) => string;

const ErrorTextCtx = createContext<ErrorText | null>(null);

/** The translated message of a field's error: the server's own, the form's per-field text, or the kit's generic one. */
export function useErrorText(): ErrorText {
  const custom = useContext(ErrorTextCtx);
  const t = useTranslations('common.form');
  return (field, error) => (error.type === 'server' && error.message ? error.message : custom ? custom(field, error) : t('invalid'));
}

/**
 * A form of the kit: noValidate (the zod schema checks, with translated messages), a summary announced
 * after a failed submit, and the fields' context for FormField and SubmitButton.
 */
export function Form<V extends FieldValues, O>({
  form,
  onSubmit,
  errorText,
  label,
  summary,
  className,
  children,
}: {
  form: UseFormReturn<V, unknown, O>;
  onSubmit: SubmitHandler<O>;
  /** The form's accessible name, where the page holds more than one form or no heading names it. */
  label?: string;
  /** The per-field message of a client-side failure; without it every field says the kit's generic text. */
  errorText?: ErrorText;
  /** What the summary says after a failed submit when the form counts its problems itself (rows of a field array). */
  summary?: string;
  className?: string;
  children: ReactNode;
}) {
  const t = useTranslations('common.form');
  const failed = Object.keys(form.formState.errors).filter((k) => k !== 'root').length;
  const rootMessage = form.formState.errors.root?.message;
  return (
    <FormProvider {...form}>
      <ErrorTextCtx.Provider value={errorText ?? null}>
        <form noValidate aria-label={label} onSubmit={form.handleSubmit(onSubmit)} className={cn('space-y-5', className)}>
          {form.formState.isSubmitted && (failed || rootMessage) ? (
            <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900">
              {rootMessage ?? summary ?? t('summary', { count: failed })}
            </p>
          ) : null}
          {children}
        </form>
      </ErrorTextCtx.Provider>
    </FormProvider>
  );
}
