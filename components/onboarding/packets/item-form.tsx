'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { callApi, useApi } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import { onboardingRoutes } from '@/lib/contracts/routes/onboarding';
import { itemBody } from '@/lib/onboarding/schema';
import type { ItemRow } from '@/lib/onboarding/schema';
import { messagesByPath, revalidateOnboarding } from '../api';
import { blankField, draftsOf, FieldBuilder, type FieldDraft } from './field-builder';

type Kind = 'form' | 'document';

/** Add or edit one item: a form (with its fields) or a document of a type. Checked with the API's own schema first. */
export function ItemForm({ packetId, item, onDone }: { packetId: string; item: ItemRow | null; onDone: () => void }) {
  const t = useTranslations('onboarding.itemForm');
  const { run, busy } = useAction({ revalidate: revalidateOnboarding });
  const toasts = useTranslations('onboarding.toasts');
  const { data: types } = useApi(onboardingRoutes.documentTypes, {});
  const [kind, setKind] = useState<Kind>(item?.kind ?? 'form');
  const [name, setName] = useState(item?.name ?? '');
  const [typeId, setTypeId] = useState(item?.document_type_id ?? '');
  const [fields, setFields] = useState<FieldDraft[]>(() => (item?.kind === 'form' ? draftsOf(item.fields) : [blankField([])]));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const options = types?.data ?? [];
  // An item may point at a type archived since; keep it listed so the select shows the truth.
  const keepArchived = item?.document_type_id && !options.some((o) => o._id === item.document_type_id) ? item : null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body =
      kind === 'form'
        ? { kind, name, fields: fields.map(({ key, label, type, required }) => ({ key, label, type, required })) }
        : { kind, name, document_type_id: typeId };
    const parsed = itemBody.safeParse(body);
    if (!parsed.success) return setErrors(messagesByPath(parsed.error.issues));
    const res = await run(
      () =>
        item
          ? callApi(onboardingRoutes.updateItem, { params: { id: packetId, itemId: item._id }, body: parsed.data })
          : callApi(onboardingRoutes.addItem, { params: { id: packetId }, body: parsed.data }),
      toasts(item ? 'itemSaved' : 'itemAdded'),
      setErrors,
    );
    if (res) onDone();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-md border border-slate-200 bg-slate-50 p-4">
      <h4 className="font-semibold text-slate-900">{item ? t('editTitle') : t('addTitle')}</h4>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('kind')}</legend>
        <div className="flex gap-4">
          {(['form', 'document'] as const).map((k) => (
            <label key={k} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="item-kind"
                value={k}
                checked={kind === k}
                onChange={() => {
                  setKind(k);
                  setErrors({});
                }}
              />
              {t(`kinds.${k}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label={t('name')} error={errors.name} hint={t(`nameHint.${kind}`)}>
        {(p) => (
          <Input
            {...p}
            value={name}
            maxLength={120}
            required
            onChange={(e) => {
              setName(e.target.value);
              setErrors((x) => ({ ...x, name: '' }));
            }}
          />
        )}
      </Field>
      {kind === 'document' ? (
        <Field label={t('documentType')} error={errors.document_type_id} hint={options.length === 0 ? t('noTypes') : undefined}>
          {(p) => (
            <Select
              {...p}
              value={typeId}
              onValueChange={(v) => {
                setTypeId(v);
                setErrors((x) => ({ ...x, document_type_id: '' }));
              }}
              options={[
                { value: '', label: t('chooseType') },
                ...(keepArchived
                  ? [
                      {
                        value: keepArchived.document_type_id ?? '',
                        label: t('archivedType', { name: keepArchived.document_type_name ?? '' }),
                      },
                    ]
                  : []),
                ...options.map((o) => ({ value: o._id, label: o.name })),
              ]}
            />
          )}
        </Field>
      ) : (
        <FieldBuilder
          fields={fields}
          errors={errors}
          onChange={(next) => {
            setFields(next);
            setErrors({});
          }}
        />
      )}
      <FormActions onCancel={onDone} cancelLabel={t('cancel')} submitLabel={item ? t('save') : t('add')} busy={busy} />
    </form>
  );
}
