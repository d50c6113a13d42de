'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { Button } from '@/components/ui/button';
import { Empty, Loaded } from '@/components/ui/load-states';
import { api, getMain } from '@/lib/browser/api';
import { useAction } from '@/lib/browser/use-action';
import { useUnsavedWarning } from '@/lib/browser/use-unsaved-warning';
import { checkValues, type ValueProblem } from '@/lib/catalog/field-values';
import type { CustomFieldEntity, RecordValues } from '@/lib/catalog/types';
import { fromDraft, toDraft, type Draft } from './draft';
import { FieldInput } from './field-input';

type Body = { data: RecordValues };
const valuesPath = (entity: CustomFieldEntity, id: string) => `custom-fields/values/${entity}/${encodeURIComponent(id)}`;

function Editor({ path, record, onSaved }: { path: string; record: RecordValues; onSaved: (saved: Body) => void }) {
  const t = useTranslations('catalog.values');
  const { busy, run } = useAction();
  const [saved] = useState(() => JSON.stringify(toDraft(record.fields, record.values)));
  const [draft, setDraft] = useState<Draft>(() => toDraft(record.fields, record.values));
  const [problems, setProblems] = useState<Record<string, ValueProblem>>({});
  const dirty = JSON.stringify(draft) !== saved;
  useUnsavedWarning(dirty);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const values = fromDraft(record.fields, draft);
    // The API's own rules, run here first so each input shows its problem in the user's language.
    const check = checkValues(record.fields, values, { archived: new Set() });
    setProblems(check.problems);
    if (Object.keys(check.problems).length) return;
    const res = await run(() => api.put<Body>('main', path, { values: check.values }), t('saved'));
    if (res) onSaved(res);
  }

  const extra = Object.entries(record.extra);
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {record.fields.map((f) => (
          <FieldInput key={f._id} field={f} value={draft[f.key] ?? ''} error={problems[f.key] ? t(`problems.${problems[f.key]}`) : null}
            onChange={(v) => setDraft((d) => ({ ...d, [f.key]: v }))} />
        ))}
      </div>
      {extra.length ? (
        <div className="rounded-md border border-dashed border-slate-300 p-3 text-sm">
          <p className="font-medium text-slate-800">{t('extraTitle')}</p>
          <p className="text-xs text-slate-600">{t('extraHint')}</p>
          <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
            {extra.map(([k, v]) => <div key={k} className="contents"><dt className="font-mono text-xs text-slate-700">{k}</dt><dd className="break-all">{String(v)}</dd></div>)}
          </dl>
        </div>
      ) : null}
      <Button type="submit" size="sm" loading={busy} disabled={!dirty}>{t('save')}</Button>
    </form>
  );
}

/**
 * A record's custom field values (candidate, company or placement), laid out from the tenant's field
 * definitions and saved together. The one form every record screen uses.
 */
export function CustomFieldsForm({ entity, entityId, onSaved }: { entity: CustomFieldEntity; entityId: string; onSaved?: () => void }) {
  const t = useTranslations('catalog.values');
  const path = valuesPath(entity, entityId);
  const { data, error, mutate } = useSWR<Body>(path, getMain);
  return (
    <Loaded data={data} error={error} retry={() => void mutate()}>
      {(body) => (body.data.fields.length === 0 && Object.keys(body.data.extra).length === 0 ? <Empty>{t('none')}</Empty> : (
        <Editor key={JSON.stringify([body.data.fields.map((f) => f._id), body.data.values])} path={path} record={body.data}
          onSaved={(saved) => { void mutate(saved, { revalidate: false }); onSaved?.(); }} />
      ))}
    </Loaded>
  );
}
