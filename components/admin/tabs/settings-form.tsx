'use client';
import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { FormCheckbox } from '@/components/admin/form-checkbox';
import { Button } from '@/components/ui/button';
import { Form, type ErrorText } from '@/components/ui/form/form';
import { FormField } from '@/components/ui/form/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/form/submit-button';

/** The frame every settings tab shares: a kit form over its fields, an unsaved-changes note, Save and Cancel. */
export function SettingsForm<V extends FieldValues, O>({
  form,
  onSubmit,
  errorText,
  children,
}: {
  form: UseFormReturn<V, unknown, O>;
  onSubmit: SubmitHandler<O>;
  errorText?: ErrorText;
  children: ReactNode;
}) {
  const t = useTranslations('adminSettings');
  const tc = useTranslations('common');
  const { isDirty, isSubmitting } = form.formState;
  return (
    <Form form={form} onSubmit={onSubmit} errorText={errorText} className="max-w-2xl space-y-6">
      {children}
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
        <SubmitButton disabled={!isDirty}>{tc('save')}</SubmitButton>
        {/* Back to what is saved: the form's baseline, which a save moves. */}
        <Button type="button" variant="outline" disabled={!isDirty || isSubmitting} onClick={() => form.reset()}>
          {tc('cancel')}
        </Button>
        {isDirty ? (
          <p className="text-sm text-amber-800" role="status">
            {t('unsaved')}
          </p>
        ) : null}
      </div>
    </Form>
  );
}

/** A keyboard-usable switch of a settings form, bound to `name`, with the sentence that explains it as its description. */
export function SettingSwitch({ name, label, hint }: { name: string; label: string; hint: string }) {
  const hintId = useId();
  return (
    <div className="space-y-1">
      <FormCheckbox name={name} label={label} describedBy={hintId} />
      <p id={hintId} className="pl-6 text-xs text-slate-600">
        {hint}
      </p>
    </div>
  );
}

/**
 * A number setting of a settings form, bound to `name`: its label, a number input held to the setting's bounds
 * (whole numbers, or quarters where `decimal`), the hint (usually the range) and the translated error.
 */
export function NumberSetting({
  name,
  label,
  hint,
  range,
  decimal = false,
  className,
}: {
  name: string;
  label: string;
  hint: string;
  range: { min: number; max: number };
  decimal?: boolean;
  className?: string;
}) {
  return (
    <FormField name={name} label={label} hint={hint}>
      {(p) => (
        <Input
          {...p}
          type="number"
          inputMode={decimal ? 'decimal' : 'numeric'}
          min={range.min}
          max={range.max}
          step={decimal ? 0.25 : 1}
          className={className}
        />
      )}
    </FormField>
  );
}
