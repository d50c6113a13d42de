'use client';
import { useLocalPaging } from '@/lib/browser/table-pagination';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table/data-table';
import { Empty } from '@/components/ui/load-states';
import { Select } from '@/components/ui/select';
import { useFormat } from '@/lib/browser/format';
import { totalOf } from '@/lib/browser/lists';
import { DEFAULT_PER_PAGE } from '@/lib/url-state/params';
import type { CompanyPlacement } from '@/lib/companies/schema';
import { usePlacements } from '../use-companies';

const FILTERS = ['all', 'active', 'ended'] as const;
type Filter = (typeof FILTERS)[number];

/** The company's placements, newest start first, filtered by active / ended and paged. */
export function PlacementsTab({ companyId, currency }: { companyId: string; currency: string }) {
  const t = useTranslations('companies.placements');
  const fmt = useFormat(currency);
  const [status, setStatus] = useState<Filter>('all');
  const { page, perPage, setPage, pagination } = useLocalPaging(DEFAULT_PER_PAGE);
  const { data, error, isLoading, mutate } = usePlacements(companyId, { status, page, per_page: perPage });
  const total = totalOf(data?.meta);
  const columns = useMemo(
    (): ColumnDef<CompanyPlacement>[] => [
      { id: 'candidate', header: t('candidate'), meta: { className: 'font-medium' }, cell: ({ row }) => row.original.candidate_name },
      { id: 'position', header: t('position'), cell: ({ row }) => row.original.position },
      { id: 'location', header: t('location'), cell: ({ row }) => row.original.location_name },
      { id: 'start', header: t('start'), meta: { className: 'whitespace-nowrap' }, cell: ({ row }) => fmt.date(row.original.start_date) },
      {
        id: 'end',
        header: t('end'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => (row.original.end_date ? fmt.date(row.original.end_date) : '—'),
      },
      { id: 'bill', header: t('bill'), meta: { numeric: true }, cell: ({ row }) => fmt.money(row.original.bill_rate) },
      { id: 'pay', header: t('pay'), meta: { numeric: true }, cell: ({ row }) => fmt.money(row.original.pay_rate) },
      {
        id: 'status',
        header: t('status'),
        cell: ({ row: { original: p } }) => (
          <Badge tone={p.status === 'active' ? 'success' : 'neutral'}>{p.status === 'active' ? t('filters.active') : p.status}</Badge>
        ),
      },
    ],
    [t, fmt],
  );
  return (
    <section aria-label={t('title')} className="space-y-4">
      <Select
        label={t('filter')}
        size="sm"
        className="w-40"
        value={status}
        options={FILTERS.map((f) => ({ value: f, label: t(`filters.${f}`) }))}
        onValueChange={(v) => {
          setStatus(v);
          setPage(1);
        }}
      />
      <DataTable
        columns={columns}
        rows={data?.data}
        getRowId={(p) => p._id}
        caption={t('caption')}
        error={error}
        onRetry={() => void mutate()}
        stale={isLoading}
        empty={<Empty>{t('empty')}</Empty>}
        pagination={pagination(total, t('total', { count: total }))}
      />
    </section>
  );
}
