'use client';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { FormActions } from '@/components/ui/form-actions';
import { Form } from '@/components/ui/form/form';
import { FormField } from '@/components/ui/form/form-field';
import { FormSelect } from '@/components/ui/form/form-select';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { FieldErrors } from '@/lib/browser/use-action';
import { useUnsavedWarning } from '@/lib/browser/use-unsaved-warning';
import { SUMMARY_MAX, TITLE_MAX, type CreateResourceInput } from '@/lib/career-resources/schema';
import type { CareerCategory } from '@/lib/career-resources/schema';
import { ArticlePreview } from './article-preview';
import { RESOURCE_FIELDS, resourceFormSchema, type ResourceField, type ResourceTexts } from './resource-form-schema';
import { RichTextEditor } from './rich-text-editor';

/** The fields of a resource, checked with the API's own schema before saving; the server's field errors show too. */
export function ResourceForm({
  initial,
  categories,
  onSave,
  onCancel,
}: {
  initial: ResourceTexts;
  categories: CareerCategory[];
  /** Saves; `refused` hands back the server's per-field messages. */
  onSave: (body: CreateResourceInput, refused: (errors: FieldErrors) => void) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useTranslations('careerResources.editor');
  const bodyLabel = useId();
  const form = useZodForm(resourceFormSchema, initial);
  useUnsavedWarning(form.formState.isDirty);
  const [summary, bodyHtml] = form.watch(['summary', 'body_html']);
  // The schema's messages are English; each field says its rule in the user's language instead.
  const errorText = (f: string) =>
    ({
      title: t('titleError', { max: TITLE_MAX }),
      summary: t('summaryError', { max: SUMMARY_MAX }),
      category_id: t('categoryError'),
      url: t('urlError'),
      body_html: t('bodyError'),
    })[f as ResourceField];

  const save = (body: CreateResourceInput) =>
    onSave(body, (refused) => {
      for (const f of RESOURCE_FIELDS) if (refused[f]) form.setError(f, { type: 'server', message: refused[f] });
    });

  return (
    <Form form={form} onSubmit={save} errorText={errorText} className="space-y-4 rounded-lg border border-slate-200 bg-white p-5">
      <div className="grid gap-4 md:grid-cols-[1fr_16rem]">
        <FormField name="title" label={t('title')}>
          {(p) => <Input {...p} maxLength={TITLE_MAX} />}
        </FormField>
        <FormSelect
          name="category_id"
          label={t('category')}
          options={[{ value: '', label: t('noCategory') }, ...categories.map((c) => ({ value: c._id, label: c.name }))]}
        />
      </div>
      <FormField name="summary" label={t('summary')} hint={t('remaining', { count: SUMMARY_MAX - summary.length })}>
        {(p) => <Textarea {...p} rows={2} maxLength={SUMMARY_MAX} />}
      </FormField>
      {initial.kind === 'link' ? (
        <FormField name="url" label={t('url')} hint={t('urlHint')}>
          {(p) => <Input {...p} type="url" />}
        </FormField>
      ) : (
        <Controller
          name="body_html"
          control={form.control}
          render={({ field, fieldState }) => {
            const error = fieldState.error ? (fieldState.error.type === 'server' && fieldState.error.message) || t('bodyError') : null;
            return (
              <div className="space-y-1.5">
                <span id={bodyLabel} className="block text-sm font-medium text-slate-800">
                  {t('body')}
                </span>
                <RichTextEditor
                  id={`${bodyLabel}-editor`}
                  initialHtml={initial.body_html}
                  labelId={bodyLabel}
                  invalid={Boolean(error)}
                  describedBy={error ? `${bodyLabel}-error` : undefined}
                  onChange={field.onChange}
                />
                {error ? (
                  <p id={`${bodyLabel}-error`} role="alert" className="text-sm text-red-700">
                    {error}
                  </p>
                ) : null}
                <ArticlePreview html={bodyHtml} />
              </div>
            );
          }}
        />
      )}
      <FormActions
        onCancel={onCancel}
        cancelLabel={t('cancel')}
        submitLabel={t('save')}
        busy={form.formState.isSubmitting}
        className="flex-wrap border-t border-slate-200 pt-4"
      />
    </Form>
  );
}
