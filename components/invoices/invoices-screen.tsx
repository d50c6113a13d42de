'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PageHeader } from '@/components/shell/page-header';
import { Button } from '@/components/ui/button';
import { CountTabs } from '@/components/ui/count-tabs';
import { EmptyState } from '@/components/ui/empty-state';
import { ListScreen, useListScreen } from '@/components/ui/list-screen';
import { Select } from '@/components/ui/select';
import { Tabs } from '@/components/ui/tabs';
import { useFormat } from '@/lib/browser/format';
import { useApi } from '@/lib/browser/typed-api';
import { invoicesRoutes } from '@/lib/contracts/routes/invoices';
import { INVOICE_TABS, type ClientBilling, type InvoiceList } from '@/lib/invoices/schema';
import { BillingSetup } from './billing-setup';
import { InvoicesTable } from './invoices-table';
import { RunDialog } from './run-dialog';
import { invoiceListQuery, invoiceParams } from './url-state';

export type InvoicesInitial = { list?: InvoiceList; clients: ClientBilling[] };

/**
 * /invoices: invoices by status (with counts) and client, paged and sorted in the URL; "Run invoices" turns
 * a period's approved hours into drafts (admins); the Billing set-up tab holds each client's terms.
 */
export function InvoicesScreen({ initial, canBill }: { initial: InvoicesInitial; canBill: boolean }) {
  const t = useTranslations('invoices');
  const fmt = useFormat();
  const list = useListScreen(invoicesRoutes.list, invoiceParams, invoiceListQuery, initial.list);
  const { query: filter, update, data } = list;
  const clients = useApi(invoicesRoutes.clients, {}, { fallbackData: { data: initial.clients } });
  const [running, setRunning] = useState(false);
  const clientOptions = [
    { value: '', label: t('filters.allClients') },
    ...(clients.data?.data ?? []).map((c) => ({ value: c.company_id, label: c.company_name })),
  ];

  const invoices = (
    <CountTabs
      tabs={INVOICE_TABS}
      label={t('tabs.label')}
      tabLabel={(s) => t(`tabs.${s}`)}
      value={filter.status}
      counts={data?.meta.counts}
      onChange={(s) => update({ status: s === 'all' ? null : s, page: null })}
    >
      <ListScreen
        list={list}
        spinner={false}
        filters={
          <div className="mb-4 max-w-xs">
            <Select
              label={t('filters.client')}
              value={filter.company}
              onValueChange={(v) => update({ company: v || null, page: null })}
              options={clientOptions}
            />
          </div>
        }
        loadingLabel={t('loading')}
        caption={(page, pages) => t('table.caption', { tab: t(`tabs.${filter.status}`), page, pages })}
        totalLabel={(count) => t('table.total', { count })}
        empty={
          filter.company ? (
            <EmptyState
              title={t('empty.filteredTitle')}
              body={t('empty.filteredBody')}
              action={
                <Button variant="outline" onClick={() => update({ company: null, page: null })}>
                  {t('filters.clear')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              title={filter.status === 'all' ? t('empty.title') : t('empty.titleTab', { tab: t(`tabs.${filter.status}`) })}
              body={t(canBill ? 'empty.bodyBilling' : 'empty.body')}
            />
          )
        }
      >
        {(table) => <InvoicesTable {...table} fmt={fmt} />}
      </ListScreen>
    </CountTabs>
  );

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={canBill ? <Button onClick={() => setRunning(true)}>{t('run.open')}</Button> : null}
      />
      <Tabs
        label={t('views.label')}
        value={filter.view}
        onValueChange={(v) => update({ view: v === 'invoices' ? null : v })}
        items={[
          { value: 'invoices', label: t('views.invoices'), content: invoices },
          {
            value: 'billing',
            label: t('views.billing'),
            content: (
              <BillingSetup clients={clients.data?.data} error={clients.error} retry={() => void clients.mutate()} canEdit={canBill} />
            ),
          },
        ]}
      />
      {running ? (
        <RunDialog
          clients={clients.data?.data ?? []}
          onClose={() => setRunning(false)}
          onDone={(r) => {
            setRunning(false);
            update({ view: null, status: r.invoices ? 'draft' : null, company: null, page: null });
          }}
        />
      ) : null}
    </>
  );
}
