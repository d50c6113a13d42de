'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { PageHeader } from '@/components/shell/page-header';
import { Button } from '@/components/ui/button';
import { ListEmpty } from '@/components/ui/empty-state';
import { ListScreen, useListScreen } from '@/components/ui/list-screen';
import type { ResultOf } from '@/lib/browser/typed-api';
import type { CompanyOption } from '@/lib/companies/schema';
import { contactsRoutes } from '@/lib/contracts/routes/contacts';
import { ContactsTable } from './contacts-table';
import { Filters } from './filters';
import { apiQuery, hasFilters, contactParams } from './query';

/** /contacts: company filter, search, archived toggle and pages, all in the URL; `initial` is the server's first page. */
export function ContactsScreen({ companies, initial }: { companies: CompanyOption[]; initial?: ResultOf<typeof contactsRoutes.list> }) {
  const t = useTranslations('contacts.list');
  const list = useListScreen(contactsRoutes.list, contactParams, apiQuery, initial);
  const { query, update } = list;
  const newHref = `/contacts/new/update${query.company ? `?company=${query.company}` : ''}`;

  const clear = () => update({ q: null, company: null, archived: null, page: null });
  return (
    <ListScreen
      list={list}
      header={
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
      }
      filters={<Filters query={query} companies={companies} onChange={update} />}
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
              <Link href={newHref}>{t('new')}</Link>
            </Button>
          }
        />
      }
    >
      {(table) => <ContactsTable {...table} />}
    </ListScreen>
  );
}
