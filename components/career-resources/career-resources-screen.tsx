'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { PageHeader } from '@/components/shell/page-header';
import { Button } from '@/components/ui/button';
import { ListEmpty } from '@/components/ui/empty-state';
import { PagedList } from '@/components/ui/paged-list';
import { Spinner } from '@/components/ui/spinner';
import type { ResultOf } from '@/lib/browser/typed-api';
import { useListData } from '@/lib/browser/use-list-data';
import { usePagedList } from '@/lib/browser/use-paged-list';
import type { ResourceKind } from '@/lib/career-resources/types';
import { careerResourcesRoutes } from '@/lib/contracts/routes/career-resources';
import { useListState } from '@/lib/url-state/use-list-state';
import { Filters } from './filters';
import { apiQuery, CAREER_KEYS, careerParams, hasFilters } from './query';
import { ResourceGroups } from './resource-groups';
import { useCategories } from './use-career-data';

// The editor and the categories manager carry zod schemas and the rich-text code: they load when opened.
const ResourceEditor = dynamic(() => import('./resource-editor').then((m) => m.ResourceEditor), { ssr: false });
const CategoriesDialog = dynamic(() => import('./categories-dialog').then((m) => m.CategoriesDialog), { ssr: false });

/** /career-resources: articles and links for candidates, grouped by category, ordered as the app shows them. */
export function CareerResourcesScreen({ initial }: { initial?: ResultOf<typeof careerResourcesRoutes.list> }) {
  const t = useTranslations('careerResources');
  const [query, update] = useListState(careerParams, CAREER_KEYS);
  const { categories } = useCategories();
  const { data, error, isLoading, mutate } = useListData(careerResourcesRoutes.list, { query: apiQuery(query) }, initial);
  const { rows, total, pages } = usePagedList(data, query.page, query.perPage, update);
  const [managing, setManaging] = useState(false);

  const openNew = (kind: ResourceKind) => update({ new: kind, edit: null });
  const closeEditor = () => update({ new: null, edit: null });
  const clear = () => update({ category: null, state: null, q: null, page: null });

  if (query.edit || query.create) {
    return (
      <>
        <PageHeader title={t('title')} />
        <ResourceEditor
          key={query.edit || query.create}
          id={query.edit || null}
          kind={query.create || null}
          categories={categories}
          onClose={closeEditor}
        />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setManaging(true)}>
              {t('categories.manage')}
            </Button>
            <Button variant="outline" onClick={() => openNew('link')}>
              <span aria-hidden>+</span>
              {t('newLink')}
            </Button>
            <Button onClick={() => openNew('article')}>
              <span aria-hidden>+</span>
              {t('newArticle')}
            </Button>
          </div>
        }
      />
      {isLoading ? <Spinner position="top" label={t('loading')} /> : null}
      <Filters query={query} categories={categories} onChange={update} />
      <PagedList
        data={data}
        error={error}
        retry={() => void mutate()}
        loadingLabel={t('loading')}
        rows={rows}
        page={query.page}
        perPage={query.perPage}
        total={total}
        totalLabel={t('total', { count: total })}
        update={update}
        footer={pages > 1 ? <p className="mt-2 text-xs text-slate-600">{t('orderPageHint')}</p> : null}
        empty={
          <ListEmpty
            filtered={hasFilters(query)}
            t={t}
            clearLabel={t('filters.clear')}
            onClear={clear}
            add={<Button onClick={() => openNew('article')}>{t('newArticle')}</Button>}
          />
        }
      >
        {(shown) => (
          <ResourceGroups
            rows={shown}
            stale={isLoading}
            // The new order shows at once, over the page on screen (the server's first page included).
            onOrdered={(next) => (data ? void mutate({ ...data, data: next }, { revalidate: false }) : undefined)}
            onEdit={(id) => update({ edit: id, new: null })}
          />
        )}
      </PagedList>
      {managing ? <CategoriesDialog open onOpenChange={setManaging} /> : null}
    </>
  );
}
