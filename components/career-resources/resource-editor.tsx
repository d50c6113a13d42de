'use client';
import { useTranslations } from 'next-intl';
import { useAction } from '@/lib/browser/use-action';
import { Button } from '@/components/ui/button';
import { LoadError, Loading } from '@/components/ui/load-states';
import type { CareerCategory, CareerResource, ResourceKind } from '@/lib/career-resources/types';
import { careerApi, revalidateCareer } from './api';
import { ResourceForm, type Draft } from './resource-form';
import { useResource } from './use-career-data';

const draftOf = (r: CareerResource | null, kind: ResourceKind): Draft => ({
  kind,
  title: r?.title ?? '',
  summary: r?.summary ?? '',
  category_id: r?.category?._id ?? '',
  url: r?.url ?? 'https://',
  body_html: r?.body_html ?? '',
});

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
  const { run, busy, fieldErrors: serverErrors } = useAction({ revalidate: revalidateCareer, fallbackError: t('errors.generic') });
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
  const initial = draftOf(resource, resource?.kind ?? kind ?? 'article');

  async function save(d: Draft): Promise<void> {
    const common = { title: d.title, summary: d.summary || null, category_id: d.category_id || null };
    const saved = resource
      ? await run(
          () => careerApi.update(resource._id, { ...common, ...(d.kind === 'article' ? { body_html: d.body_html } : { url: d.url }) }),
          t('saved'),
        )
      : await run(
          () =>
            careerApi.create(
              d.kind === 'article' ? { kind: 'article', ...common, body_html: d.body_html } : { kind: 'link', ...common, url: d.url },
            ),
          t('created'),
        );
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
      <ResourceForm
        key={resource?._id ?? initial.kind}
        initial={initial}
        categories={categories}
        busy={busy}
        serverErrors={serverErrors}
        onSave={save}
        onCancel={onClose}
      />
    </section>
  );
}
