'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { PageHeader } from '@/components/shell/page-header';
import { Button } from '@/components/ui/button';
import { ListEmpty } from '@/components/ui/empty-state';
import { ListScreen, useListScreen } from '@/components/ui/list-screen';
import type { ResultOf } from '@/lib/browser/typed-api';
import { companiesRoutes } from '@/lib/contracts/routes/companies';
import { CompaniesTable } from './companies-table';
import { Filters } from './filters';
import { apiQuery, hasFilters, companyParams } from './query';

const NEW = '/company/update/new';

/**
 * /companies: search, status, industry and pages, all in the URL so reload and shared links keep them. `initial`
 * is the first page the server rendered for the URL the screen opened with.
 */
export function CompaniesScreen({ initial }: { initial?: ResultOf<typeof companiesRoutes.list> }) {
  const t = useTranslations('companies.list');
  const list = useListScreen(companiesRoutes.list, companyParams, apiQuery, initial);
  const { query, update, data } = list;

  const clear = () => update({ q: null, status: null, industry: null, page: null });
  return (
    <ListScreen
      list={list}
      header={
        <PageHeader
          title={t('title')}
          subtitle={t('subtitle')}
          actions={
            <Button asChild>
              <Link href={NEW}>
                <span aria-hidden>+</span>
                {t('new')}
              </Link>
            </Button>
          }
        />
      }
      filters={<Filters query={query} industries={data?.meta.industries ?? []} onChange={update} />}
      loadingLabel={t('loading')}
      caption={(page, pages) => t('caption', { page, pages })}
      totalLabel={(count) => t('total', { count })}
      empty={
        <ListEmpty
          filtered={hasFilters(query)}
          t={t}
          clearLabel={t('clear')}
          onClear={clear}
          add={
            <Button asChild>
              <Link href={NEW}>{t('new')}</Link>
            </Button>
          }
        />
      }
    >
      {(table) => <CompaniesTable {...table} />}
    </ListScreen>
  );
}
