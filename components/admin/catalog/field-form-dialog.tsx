'use client';
import { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form/form';
import { FormField } from '@/components/ui/form/form-field';
import { FormSelect } from '@/components/ui/form/form-select';
import { applyServerErrors } from '@/components/ui/form/server-errors';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useAction } from '@/lib/browser/use-action';
import { keyFromLabel, MAX_OPTIONS } from '@/lib/catalog/custom-field-schema';
import { FIELD_TYPES, type CustomFieldDef, type CustomFieldEntity } from '@/lib/catalog/types';
import { CasedInput } from '@/components/admin/cased-input';
import { FormCheckbox } from '@/components/admin/form-checkbox';
import { catalogApi } from './api';
import { fieldChangeSchema, newFieldSchema, textsOf, type FieldTextName, type FieldTexts } from './field-form-schema';

const FIELDS: readonly FieldTextName[] = ['label', 'key', 'type', 'options', 'required'];

type Props = { entity: CustomFieldEntity; field: CustomFieldDef | null; onClose: () => void; onSaved: () => unknown };

/**
 * Add a field, or edit one (`field` given). Checked with the API's own schema before sending, a refusal shown
 * on its fields; the key is chosen once (blank = derived from the label) and shown read-only afterwards.
 * `onSaved` runs once the server took it.
 */
export default function FieldFormDialog(props: Props) {
  const t = useTranslations('catalog.fields');
  const { entity, field, onClose } = props;
  return (
    <Dialog
      open
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
      title={field ? t('editTitle', { name: field.label }) : t(`addTitle.${entity}`)}
    >
      {field ? <EditField {...props} field={field} /> : <NewField {...props} />}
    </Dialog>
  );
}

function NewField({ entity, onClose, onSaved }: Props) {
  const t = useTranslations('catalog.fields');
  const form = useZodForm(newFieldSchema(entity), textsOf(null));
  const submit = useSubmit(form, (body) => catalogApi.createField(entity, body), t('added'), onSaved, onClose);
  return <FieldForm form={form} onSubmit={submit} onClose={onClose} />;
}

function EditField({ field, onClose, onSaved }: Props & { field: CustomFieldDef }) {
  const t = useTranslations('catalog.fields');
  const form = useZodForm(fieldChangeSchema, textsOf(field));
  const submit = useSubmit(form, (body) => catalogApi.updateField(field._id, body), t('updated'), onSaved, onClose);
  return <FieldForm form={form} onSubmit={submit} onClose={onClose} fixedKey={field.key} />;
}

/** Sends the checked body; success toasts and closes, a refusal toasts and marks its fields (a taken key is the key's). */
function useSubmit<O>(
  form: UseFormReturn<FieldTexts, unknown, O>,
  send: (body: O) => Promise<unknown>,
  success: string,
  onSaved: () => unknown,
  onClose: () => void,
) {
  const { run } = useAction();
  return async (body: O) => {
    const sent = await run(
      async () => {
        await send(body);
        await onSaved();
        return true;
      },
      success,
      (_, err) => applyServerErrors(form, err, FIELDS, 'key'),
    );
    if (sent) onClose();
  };
}

function FieldForm<O>({
  form,
  onSubmit,
  onClose,
  fixedKey,
}: {
  form: UseFormReturn<FieldTexts, unknown, O>;
  onSubmit: (body: O) => Promise<void>;
  onClose: () => void;
  fixedKey?: string;
}) {
  const t = useTranslations('catalog.fields');
  const tc = useTranslations('common');
  const [label, type] = form.watch(['label', 'type']);
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      errorText={(f) => t(`errors.${f as 'label' | 'key' | 'options'}`, { max: MAX_OPTIONS })}
      className="space-y-4"
    >
      <FormField name="label" label={t('label')}>
        {(p) => <Input {...p} maxLength={60} autoComplete="off" />}
      </FormField>
      {fixedKey ? (
        <p className="text-sm text-slate-700">
          {t('keyFixed')} <code className="rounded bg-slate-100 px-1.5">{fixedKey}</code>
        </p>
      ) : (
        <FormField name="key" label={t('key')} hint={t('keyHint')}>
          {(p) => (
            <CasedInput
              {...p}
              cased="lower"
              maxLength={40}
              autoComplete="off"
              placeholder={label.trim() ? keyFromLabel(label) : 'shirt_size'}
            />
          )}
        </FormField>
      )}
      <FormSelect
        name="type"
        label={t('type')}
        hint={fixedKey ? t('typeHint') : undefined}
        options={FIELD_TYPES.map((ft) => ({ value: ft, label: t(`types.${ft}`) }))}
      />
      {type === 'select' ? (
        <FormField name="options" label={t('options')} hint={t('optionsHint', { max: MAX_OPTIONS })}>
          {(p) => <Textarea {...p} rows={5} />}
        </FormField>
      ) : null}
      <FormCheckbox name="required" label={t('requiredLabel')} />
      <div className="flex justify-end gap-2 pt-2">
        <Button type="button" variant="outline" onClick={onClose}>
          {tc('cancel')}
        </Button>
        <SubmitButton>{tc('save')}</SubmitButton>
      </div>
    </Form>
  );
}
