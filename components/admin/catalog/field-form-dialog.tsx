'use client';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { fieldBody, fieldUpdate, keyFromLabel, MAX_OPTIONS, optionsProblem } from '@/lib/catalog/custom-field-schema';
import { FIELD_TYPES, type CustomFieldDef, type CustomFieldEntity, type CustomFieldType } from '@/lib/catalog/types';
import type { FieldBody } from './api';
import { selectClass } from '@/components/ui/controls';

type Problem = 'label' | 'key' | 'options';

/** Options are typed one per line; blank lines are dropped. */
const optionsOf = (text: string) =>
  text
    .split('\n')
    .map((o) => o.trim())
    .filter(Boolean);

/**
 * Add a field, or edit one (`field` given). Checked with the API's own schema before sending; the key
 * is chosen once (blank = derived from the label) and shown read-only afterwards.
 */
export default function FieldFormDialog({
  entity,
  field,
  onClose,
  onSubmit,
}: {
  entity: CustomFieldEntity;
  field: CustomFieldDef | null;
  onClose: () => void;
  onSubmit: (body: FieldBody) => Promise<boolean>;
}) {
  const t = useTranslations('catalog.fields');
  const tc = useTranslations('common');
  const formId = useId();
  const [label, setLabel] = useState(field?.label ?? '');
  const [key, setKey] = useState('');
  const [type, setType] = useState<CustomFieldType>(field?.type ?? 'text');
  const [options, setOptions] = useState((field?.options ?? []).join('\n'));
  const [required, setRequired] = useState(field?.required ?? false);
  const [problems, setProblems] = useState<Set<Problem>>(new Set());
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const list = type === 'select' ? optionsOf(options) : [];
    const body: FieldBody = { label, type, options: list, required, ...(field ? {} : { key: key.trim() || undefined }) };
    const parsed = field ? fieldUpdate.safeParse(body) : fieldBody.safeParse({ entity, ...body });
    const found = new Set<Problem>(parsed.success ? [] : parsed.error.issues.map((i) => String(i.path[0]) as Problem));
    if (optionsProblem(type, list)) found.add('options');
    setProblems(found);
    if (found.size) return;
    setBusy(true);
    const ok = await onSubmit(body);
    setBusy(false);
    if (ok) onClose();
  }

  const error = (p: Problem) => (problems.has(p) ? t(`errors.${p}`, { max: MAX_OPTIONS }) : null);
  return (
    <Dialog
      open
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
      title={field ? t('editTitle', { name: field.label }) : t(`addTitle.${entity}`)}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {tc('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {tc('save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <Field label={t('label')} error={error('label')}>
          {(p) => <Input {...p} value={label} maxLength={60} autoComplete="off" onChange={(e) => setLabel(e.target.value)} />}
        </Field>
        {field ? (
          <p className="text-sm text-slate-700">
            {t('keyFixed')} <code className="rounded bg-slate-100 px-1.5">{field.key}</code>
          </p>
        ) : (
          <Field label={t('key')} error={error('key')} hint={t('keyHint')}>
            {(p) => (
              <Input
                {...p}
                value={key}
                maxLength={40}
                autoComplete="off"
                placeholder={label.trim() ? keyFromLabel(label) : 'shirt_size'}
                onChange={(e) => setKey(e.target.value.toLowerCase())}
              />
            )}
          </Field>
        )}
        <Field label={t('type')} hint={field ? t('typeHint') : undefined}>
          {(p) => (
            <select {...p} value={type} className={selectClass} onChange={(e) => setType(e.target.value as CustomFieldType)}>
              {FIELD_TYPES.map((ft) => (
                <option key={ft} value={ft}>
                  {t(`types.${ft}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {type === 'select' ? (
          <Field label={t('options')} error={error('options')} hint={t('optionsHint', { max: MAX_OPTIONS })}>
            {(p) => <Textarea {...p} rows={5} value={options} onChange={(e) => setOptions(e.target.value)} />}
          </Field>
        ) : null}
        <Checkbox label={t('requiredLabel')} checked={required} onChange={(e) => setRequired(e.target.checked)} />
      </form>
    </Dialog>
  );
}
