'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { PageHeader } from '@/components/shell/page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import type { ResultOf } from '@/lib/browser/typed-api';
import { useListData } from '@/lib/browser/use-list-data';
import { usePagedList } from '@/lib/browser/use-paged-list';
import type { CompanyOption } from '@/lib/companies/types';
import { contactsRoutes } from '@/lib/contracts/routes/contacts';
import { serverSort, sortPatch } from '@/components/ui/data-table/server-sort';
import { useListState } from '@/lib/url-state/use-list-state';
import { ContactsTable } from './contacts-table';
import { Filters } from './filters';
import { apiQuery, hasFilters, contactParams } from './query';

/** /contacts: company filter, search, archived toggle and pages, all in the URL; `initial` is the server's first page. */
export function ContactsScreen({ companies, initial }: { companies: CompanyOption[]; initial?: ResultOf<typeof contactsRoutes.list> }) {
  const t = useTranslations('contacts.list');
  const [query, update] = useListState(contactParams);
  const { data, error, isLoading, mutate } = useListData(contactsRoutes.list, { query: apiQuery(query) }, initial);
  const { rows, total, pages, pagination } = usePagedList(data, query.page, query.perPage, update);
  const newHref = `/contacts/new/update${query.company ? `?company=${query.company}` : ''}`;

  const clear = () => update({ q: null, company: null, archived: null, page: null });
  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button asChild>
            <Link href={newHref}>
              <span aria-hidden>+</span>
              {t('new')}
            </Link>
          </Button>
        }
      />
      {isLoading ? <Spinner position="top" label={t('loading')} /> : null}
      <Filters query={query} companies={companies} onChange={update} />
      <ContactsTable
        rows={data ? rows : undefined}
        error={error}
        onRetry={() => void mutate()}
        loadingLabel={t('loading')}
        stale={isLoading}
        sort={serverSort(query.sort, (next) => update(sortPatch(next)))}
        caption={t('caption', { page: query.page, pages })}
        empty={
          hasFilters(query) ? (
            <EmptyState
              title={t('filtered.title')}
              body={t('filtered.body')}
              action={
                <Button variant="outline" onClick={clear}>
                  {t('clear')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              title={t('empty.title')}
              body={t('empty.body')}
              action={
                <Button asChild>
                  <Link href={newHref}>{t('new')}</Link>
                </Button>
              }
            />
          )
        }
        pagination={pagination(t('total', { count: total }))}
      />
    </>
  );
}
