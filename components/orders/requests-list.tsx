'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError, Loading } from '@/components/ui/load-states';
import { Pagination } from '@/components/ui/pagination';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import { withQuery } from '@/lib/browser/api';
import type { Format } from '@/lib/browser/format';
import { totalOf } from '@/lib/browser/lists';
import { DEFAULT_PER_PAGE } from '@/lib/browser/url-readers';
import { REQUESTS_PATH } from './api';
import { useRequests, type PlacementRequest } from './use-orders';

/** Placement requests sent through the embeddable form; each can become an order (staff pick the client and site). */
export function RequestsList({ fmt, onCreateOrder }: { fmt: Format; onCreateOrder: (r: PlacementRequest) => void }) {
  const t = useTranslations('orders.requests');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PER_PAGE);
  const { data, error, isLoading, mutate } = useRequests(withQuery(REQUESTS_PATH, { page, per_page: perPage }));
  if (error && !data) return <LoadError onRetry={() => void mutate()} />;
  if (!data) return <Loading label={t('loading')} />;
  if (data.data.length === 0) return <EmptyState title={t('empty.title')} body={t('empty.body')} />;
  const total = totalOf(data.meta);
  return (
    <>
      <Table caption={t('caption')} aria-busy={isLoading || undefined}>
        <THead>
          <tr>
            <TH>{t('company')}</TH>
            <TH>{t('contact')}</TH>
            <TH>{t('position')}</TH>
            <TH className="text-end">{t('headcount')}</TH>
            <TH>{t('start')}</TH>
            <TH>{t('location')}</TH>
            <TH>{t('received')}</TH>
            <TH>
              <span className="sr-only">{t('actions')}</span>
            </TH>
          </tr>
        </THead>
        <TBody>
          {data.data.map((r) => (
            <TR key={r._id}>
              <TD className="font-medium text-slate-900">{r.company_name}</TD>
              <TD>
                <div>{r.contact_name}</div>
                <div className="text-xs text-slate-700">
                  {r.email}
                  {r.phone ? ` · ${r.phone}` : ''}
                </div>
              </TD>
              <TD>{r.position}</TD>
              <TD className="text-end tabular-nums">{r.headcount}</TD>
              <TD className="whitespace-nowrap">{fmt.date(r.start_date)}</TD>
              <TD>{r.location}</TD>
              <TD className="whitespace-nowrap">
                <div>{fmt.stamp(r.created_at)}</div>
                <Badge tone={r.confirmed_at ? 'success' : 'warning'}>{t(r.confirmed_at ? 'confirmed' : 'unconfirmed')}</Badge>
              </TD>
              <TD>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onCreateOrder(r)}
                  aria-label={t('createOrderFor', { company: r.company_name, position: r.position })}
                >
                  {t('createOrder')}
                </Button>
              </TD>
            </TR>
          ))}
        </TBody>
      </Table>
      <Pagination
        page={page}
        perPage={perPage}
        total={total}
        totalLabel={t('total', { count: total })}
        onPage={setPage}
        onPerPage={(n) => {
          setPerPage(n);
          setPage(1);
        }}
      />
    </>
  );
}
