'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useCallback, useState } from 'react';
import { useStatusOptions } from '@/components/statuses/use-status-options';
import { PageHeader } from '@/components/shell/page-header';
import { Button } from '@/components/ui/button';
import { ListEmpty } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import type { ResultOf } from '@/lib/browser/typed-api';
import { useListData } from '@/lib/browser/use-list-data';
import { usePagedList } from '@/lib/browser/use-paged-list';
import { referralsRoutes } from '@/lib/contracts/routes/referrals';
import { useListState } from '@/lib/url-state/use-list-state';
import { Filters } from './filters';
import { apiQuery, hasFilters, referralParams } from './query';
import { ReferralsTable } from './referrals-table';

// The create dialog and the side sheet carry zod schemas and the notes panel: they load when first opened.
const CreateReferralDialog = dynamic(() => import('./create-referral-dialog').then((m) => m.CreateReferralDialog), { ssr: false });
const ReferralSheet = dynamic(() => import('./referral-sheet').then((m) => m.ReferralSheet), { ssr: false });

/** /referrals (Super Admin): who referred whom, the referral's status and its bonus, with notes. */
export function ReferralsScreen({ currency, initial }: { currency: string; initial?: ResultOf<typeof referralsRoutes.list> }) {
  const t = useTranslations('referrals');
  const [query, update] = useListState(referralParams);
  const { options: statuses } = useStatusOptions('referral');
  const { data, error, isLoading, mutate } = useListData(referralsRoutes.list, { query: apiQuery(query) }, initial);
  const { rows, total, pages, pagination } = usePagedList(data, query.page, query.perPage, update);
  const [creating, setCreating] = useState(false);
  // Stable, so the table's columns (which call it) are not rebuilt on every render.
  const open = useCallback((id: string) => update({ id }), [update]);
  const clear = () => update({ q: null, status: null, bonus: null, page: null });

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button onClick={() => setCreating(true)}>
            <span aria-hidden>+</span>
            {t('new')}
          </Button>
        }
      />
      {isLoading ? <Spinner position="top" label={t('loading')} /> : null}
      <Filters query={query} statuses={statuses} onChange={update} />
      <ReferralsTable
        rows={data ? rows : undefined}
        error={error}
        onRetry={() => void mutate()}
        loadingLabel={t('loading')}
        currency={currency}
        stale={isLoading}
        caption={t('caption', { page: query.page, pages })}
        onOpen={open}
        empty={
          <ListEmpty
            filtered={hasFilters(query)}
            t={t}
            clearLabel={t('filters.clear')}
            onClear={clear}
            add={<Button onClick={() => setCreating(true)}>{t('new')}</Button>}
          />
        }
        pagination={pagination(t('total', { count: total }))}
      />
      {creating ? (
        <CreateReferralDialog
          statuses={statuses}
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            update({ id });
          }}
        />
      ) : null}
      {query.open ? <ReferralSheet id={query.open} statuses={statuses} currency={currency} onClose={() => update({ id: null })} /> : null}
    </>
  );
}
