'use client';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { FormField } from '@/components/ui/form/form-field';
import { applyServerErrors } from '@/components/ui/form/server-errors';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { Input } from '@/components/ui/input';
import { useAction } from '@/lib/browser/use-action';
import type { TenantPosition } from '@/lib/catalog/schema';
import { cn } from '@/lib/cn';
import { positionFormSchema, positionProblem, positionTextsOf, type PositionField } from './position-form-schema';

const FIELDS: readonly PositionField[] = ['name', 'bill_rate', 'pay_rate'];
type PositionBody = z.output<typeof positionFormSchema>;

/**
 * Name, bill rate and pay rate as one kit form: the add row under the positions, or the edit dialog. Checked
 * with the API's own schema; a refusal from the server shows on its field (a taken name on the name). Sends
 * through `send`; once it went through, `success` is toasted and `onDone` runs (a new position's form empties).
 */
export function PositionEditor({
  position,
  submitLabel,
  success,
  send,
  onDone,
  onCancel,
  inline,
}: {
  position?: TenantPosition;
  submitLabel: string;
  success: string;
  send: (body: PositionBody) => Promise<unknown>;
  onDone: () => unknown;
  onCancel?: () => void;
  /** The add row: the fields side by side. */
  inline?: boolean;
}) {
  const t = useTranslations('catalog.positions');
  const tc = useTranslations('common');
  const { run } = useAction();
  const form = useZodForm(positionFormSchema, positionTextsOf(position));

  async function submit(body: PositionBody) {
    const sent = await run(
      async () => {
        await send(body);
        return true;
      },
      success,
      (_, err) => applyServerErrors(form, err, FIELDS, 'name'),
    );
    if (!sent) return;
    if (!position) form.reset(positionTextsOf());
    await onDone();
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      errorText={(f, e) => t(`errors.${positionProblem(f as PositionField, e.message)}`)}
      className={cn(inline ? 'flex flex-wrap items-start gap-3 space-y-0' : 'space-y-4')}
    >
      {FIELDS.map((f) => (
        <FormField key={f} name={f} label={t(`fields.${f}`)}>
          {(p) => (
            <Input
              {...p}
              autoComplete="off"
              maxLength={f === 'name' ? 80 : 9}
              inputMode={f === 'name' ? undefined : 'decimal'}
              className={inline ? (f === 'name' ? 'w-56' : 'w-28') : undefined}
            />
          )}
        </FormField>
      ))}
      <span className={cn('flex gap-2', inline ? 'pt-7' : 'justify-end pt-2')}>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {tc('cancel')}
          </Button>
        ) : null}
        <SubmitButton size={inline ? 'sm' : undefined}>{submitLabel}</SubmitButton>
      </span>
    </Form>
  );
}
