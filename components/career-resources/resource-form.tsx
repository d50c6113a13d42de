'use client';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { invalidFields } from '@/components/ui/form/invalid-fields';
import type { FieldErrors } from '@/lib/browser/use-action';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { control } from '@/components/ui/controls';
import { useUnsavedWarning } from '@/lib/browser/use-unsaved-warning';
import { createResourceBody, SUMMARY_MAX, TITLE_MAX } from '@/lib/career-resources/schema';
import type { CareerCategory, ResourceKind } from '@/lib/career-resources/types';
import { ArticlePreview } from './article-preview';
import { RichTextEditor } from './rich-text-editor';

export type Draft = { kind: ResourceKind; title: string; summary: string; category_id: string; url: string; body_html: string };

/** The fields of a resource, checked with the API's own schema before saving; the server's field errors show too. */
export function ResourceForm({
  initial,
  categories,
  busy,
  serverErrors,
  onSave,
  onCancel,
}: {
  initial: Draft;
  categories: CareerCategory[];
  busy: boolean;
  serverErrors: FieldErrors;
  onSave: (d: Draft) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useTranslations('careerResources.editor');
  const bodyLabel = useId();
  const [draft, setDraft] = useState(initial);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  useUnsavedWarning(dirty);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const error = (field: string, text: string) => (invalid.has(field) ? text : (serverErrors[field] ?? null));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = draft.kind === 'article' ? { ...draft, url: undefined } : { ...draft, body_html: undefined };
    const parsed = createResourceBody.safeParse({ ...body, summary: draft.summary || null, category_id: draft.category_id || null });
    setInvalid(parsed.success ? new Set() : invalidFields(parsed.error.issues));
    if (parsed.success) await onSave(draft);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-lg border border-slate-200 bg-white p-5">
      <div className="grid gap-4 md:grid-cols-[1fr_16rem]">
        <Field label={t('title')} error={error('title', t('titleError', { max: TITLE_MAX }))}>
          {(p) => <Input {...p} value={draft.title} maxLength={TITLE_MAX} onChange={(e) => set({ title: e.target.value })} />}
        </Field>
        <Field label={t('category')} error={error('category_id', t('categoryError'))}>
          {(p) => (
            <select
              {...p}
              value={draft.category_id}
              onChange={(e) => set({ category_id: e.target.value })}
              className={`${control} h-10 w-full`}
            >
              <option value="">{t('noCategory')}</option>
              {categories.map((c) => (
                <option key={c._id} value={c._id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field
        label={t('summary')}
        error={error('summary', t('summaryError', { max: SUMMARY_MAX }))}
        hint={t('remaining', { count: SUMMARY_MAX - draft.summary.length })}
      >
        {(p) => (
          <Textarea {...p} rows={2} value={draft.summary} maxLength={SUMMARY_MAX} onChange={(e) => set({ summary: e.target.value })} />
        )}
      </Field>
      {draft.kind === 'link' ? (
        <Field label={t('url')} error={error('url', t('urlError'))} hint={t('urlHint')}>
          {(p) => <Input {...p} type="url" value={draft.url} onChange={(e) => set({ url: e.target.value })} />}
        </Field>
      ) : (
        <div className="space-y-1.5">
          <span id={bodyLabel} className="block text-sm font-medium text-slate-800">
            {t('body')}
          </span>
          <RichTextEditor
            id={`${bodyLabel}-editor`}
            initialHtml={initial.body_html}
            labelId={bodyLabel}
            invalid={Boolean(error('body_html', 'x'))}
            describedBy={error('body_html', 'x') ? `${bodyLabel}-error` : undefined}
            onChange={(body_html) => set({ body_html })}
          />
          {error('body_html', t('bodyError')) ? (
            <p id={`${bodyLabel}-error`} role="alert" className="text-sm text-red-700">
              {error('body_html', t('bodyError'))}
            </p>
          ) : null}
          <ArticlePreview html={draft.body_html} />
        </div>
      )}
      <FormActions
        onCancel={onCancel}
        cancelLabel={t('cancel')}
        submitLabel={t('save')}
        busy={busy}
        className="flex-wrap border-t border-slate-200 pt-4"
      />
    </form>
  );
}
