'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Form } from '@/components/ui/form/form';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useCheckedForm } from '@/components/ui/form/use-zod-form';
import { Empty, Loaded } from '@/components/ui/load-states';
import { callApi, useApi, type ResultOf } from '@/lib/browser/typed-api';
import { customFieldsRoutes as r } from '@/lib/contracts/routes/catalog';
import { useAction } from '@/lib/browser/use-action';
import { useUnsavedWarning } from '@/lib/browser/use-unsaved-warning';
import type { ValueProblem } from '@/lib/catalog/field-values';
import type { CustomFieldEntity, FieldValues, RecordValues } from '@/lib/catalog/types';
import { FieldInput } from './field-input';
import { textsOf, valuesResolver } from './values-resolver';

type Body = ResultOf<typeof r.values>;
type Where = { entity: CustomFieldEntity; entityId: string };

function Editor({ where, record, onSaved }: { where: Where; record: RecordValues; onSaved: (saved: Body) => void }) {
  const t = useTranslations('catalog.values');
  const { run } = useAction();
  const [texts] = useState(() => textsOf(record.fields, record.values));
  // The API's own rules, run here first so each input shows its problem in the user's language.
  const form = useCheckedForm(valuesResolver(record.fields), texts);
  useUnsavedWarning(form.formState.isDirty);

  async function save(values: FieldValues) {
    const res = await run(() => callApi(r.saveValues, { params: where, body: { values } }), t('saved'));
    if (res) onSaved(res);
  }

  const extra = Object.entries(record.extra);
  return (
    <Form form={form} onSubmit={save} errorText={(_, error) => t(`problems.${error.type as ValueProblem}`)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {record.fields.map((f) => (
          <FieldInput key={f._id} field={f} saved={texts[f.key] ?? ''} />
        ))}
      </div>
      {extra.length ? (
        <div className="rounded-md border border-dashed border-slate-300 p-3 text-sm">
          <p className="font-medium text-slate-800">{t('extraTitle')}</p>
          <p className="text-xs text-slate-600">{t('extraHint')}</p>
          <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
            {extra.map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="font-mono text-xs text-slate-700">{k}</dt>
                <dd className="break-all">{String(v)}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      <SubmitButton size="sm" disabled={!form.formState.isDirty}>
        {t('save')}
      </SubmitButton>
    </Form>
  );
}

/**
 * A record's custom field values (candidate, company or placement), laid out from the tenant's field
 * definitions and saved together. The one form every record screen uses.
 */
export function CustomFieldsForm({ entity, entityId, onSaved }: { entity: CustomFieldEntity; entityId: string; onSaved?: () => void }) {
  const t = useTranslations('catalog.values');
  const where = { entity, entityId };
  const { data, error, mutate } = useApi(r.values, { params: where });
  return (
    <Loaded data={data} error={error} retry={() => void mutate()}>
      {(body) =>
        body.data.fields.length === 0 && Object.keys(body.data.extra).length === 0 ? (
          <Empty>{t('none')}</Empty>
        ) : (
          <Editor
            key={JSON.stringify([body.data.fields.map((f) => f._id), body.data.values])}
            where={where}
            record={body.data}
            onSaved={(saved) => {
              void mutate(saved, { revalidate: false });
              onSaved?.();
            }}
          />
        )
      }
    </Loaded>
  );
}
