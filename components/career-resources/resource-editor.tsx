'use client';
import { useTranslations } from 'next-intl';
import { useAction, type FieldErrors } from '@/lib/browser/use-action';
import { Button } from '@/components/ui/button';
import { LoadError, Loading } from '@/components/ui/load-states';
import type { CreateResourceInput } from '@/lib/career-resources/schema';
import type { ResourceKind } from '@/lib/career-resources/types';
import type { CareerCategory } from '@/lib/career-resources/schema';
import { careerApi, revalidateCareer } from './api';
import { ResourceForm } from './resource-form';
import { textsOf } from './resource-form-schema';
import { useResource } from './use-career-data';

/** The editor page of one resource (`?edit=id`) or a new one (`?new=article|link`); saving returns to the list. */
export function ResourceEditor({
  id,
  kind,
  categories,
  onClose,
}: {
  id: string | null;
  kind: ResourceKind | null;
  categories: CareerCategory[];
  onClose: () => void;
}) {
  const t = useTranslations('careerResources');
  const { data, error, mutate } = useResource(id);
  const { run } = useAction({ revalidate: revalidateCareer, fallbackError: t('errors.generic') });
  const back = (
    <Button variant="ghost" onClick={onClose}>
      {t('editor.back')}
    </Button>
  );

  if (id && !data)
    return error ? (
      <div className="space-y-3">
        {back}
        <LoadError onRetry={() => void mutate()} />
      </div>
    ) : (
      <Loading label={t('loading')} />
    );
  const resource = data?.data ?? null;
  const initial = textsOf(resource, resource?.kind ?? kind ?? 'article');

  async function save(body: CreateResourceInput, refused: (errors: FieldErrors) => void): Promise<void> {
    // An edit sends the fields of its kind (the service refuses a body on a link, an address on an article).
    const common = { title: body.title, summary: body.summary, category_id: body.category_id };
    const fields = body.kind === 'article' ? { ...common, body_html: body.body_html } : { ...common, url: body.url };
    const saved = resource
      ? await run(() => careerApi.update(resource._id, fields), t('saved'), refused)
      : await run(() => careerApi.create(body), t('created'), refused);
    if (saved) onClose();
  }

  return (
    <section aria-labelledby="resource-editor-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="resource-editor-title" className="text-lg font-semibold text-slate-900">
          {resource ? t('editor.editTitle', { title: resource.title }) : t(`editor.new.${initial.kind}`)}
        </h2>
        {back}
      </div>
      <ResourceForm key={resource?._id ?? initial.kind} initial={initial} categories={categories} onSave={save} onCancel={onClose} />
    </section>
  );
}
