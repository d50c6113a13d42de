'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Field, Input } from '@/components/ui/input';
import { callApi } from '@/lib/browser/typed-api';
import { dashboardLabelsRoutes } from '@/lib/contracts/routes/settings';
import { FormFrame, same } from './form-bits';
import { useSave } from './use-save';
import { translatedOr } from '@/lib/i18n/keys';
// Type-only: the schema stays out of the client bundle.
import type { LabelKey } from '@/lib/settings/schema';

export type Label = { label: string; plural: string; singular: string };
export type Labels = Record<LabelKey, Label>;

/** Same limit as lib/settings/schema.ts labelBody (zod stays out of the client bundle). */
const MAX = 40;
const FIELDS = ['label', 'plural', 'singular'] as const;

const trimmed = (l: Label): Label => ({ label: l.label.trim(), plural: l.plural.trim(), singular: l.singular.trim() });

/** The labels sub-tab: each dashboard label's name, plural and singular, saved with PUT dashboard-labels. */
export function LabelsForm({ companyId, initial }: { companyId: string; initial: Labels }) {
  const t = useTranslations('mobileApp');
  const { busy, run } = useSave(companyId);
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const keys = Object.keys(saved) as LabelKey[];
  const changed = keys.filter((k) => !same(trimmed(draft[k]), saved[k]));
  const errorOf = (k: LabelKey, f: (typeof FIELDS)[number]) => {
    const v = draft[k][f].trim();
    return f === 'label' && !v ? t('labels.required') : v.length > MAX ? t('tooLong', { max: MAX }) : null;
  };
  const valid = keys.every((k) => FIELDS.every((f) => !errorOf(k, f)));
  const set = (k: LabelKey, f: (typeof FIELDS)[number], v: string) => setDraft((d) => ({ ...d, [k]: { ...d[k], [f]: v } }));
  const name = (k: string) => translatedOr(t, `labels.keys.${k}`, k);

  async function save() {
    // Empty plural or singular is left out, so the server derives it from the label (SPEC §1).
    const labels = changed.map((key) => {
      const l = trimmed(draft[key]);
      return { key, label: l.label, ...(l.plural ? { plural: l.plural } : {}), ...(l.singular ? { singular: l.singular } : {}) };
    });
    const res = await run(() => callApi(dashboardLabelsRoutes.saveAll, { body: { labels } }), t('labels.saved'));
    if (res) {
      const next = { ...saved, ...res.data };
      setSaved(next);
      setDraft(next);
    }
  }

  return (
    <FormFrame
      label={t('subTabs.labels')}
      dirty={changed.length > 0}
      valid={valid}
      busy={busy}
      onSave={() => void save()}
      onReset={() => setDraft(saved)}
    >
      <p className="text-sm text-slate-700">{t('labels.intro')}</p>
      {keys.map((k) => (
        <fieldset key={k} className="rounded-md border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">{name(k)}</legend>
          <div className="grid gap-4 sm:grid-cols-3">
            {FIELDS.map((f) => (
              <Field
                key={f}
                label={`${t(`labels.${f}`)} (${name(k)})`}
                error={errorOf(k, f)}
                hint={f === 'label' ? undefined : t('labels.autoHint')}
              >
                {(p) => <Input {...p} name={`${k}.${f}`} value={draft[k][f]} onChange={(e) => set(k, f, e.target.value)} />}
              </Field>
            ))}
          </div>
        </fieldset>
      ))}
    </FormFrame>
  );
}
