'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table/data-table';
import { Empty } from '@/components/ui/load-states';
import { useFormat } from '@/lib/browser/format';
import { useApi } from '@/lib/browser/typed-api';
import type { CandidatePlacement } from '@/lib/candidates/schema';
import { candidatesRoutes } from '@/lib/contracts/routes/candidates';
import { translatedOr } from '@/lib/i18n/keys';
import type { TabProps } from '../detail/tab-types';

export default function PlacementsTab({ candidate }: TabProps) {
  const t = useTranslations('candidates.placements');
  const fmt = useFormat();
  const { data, error, mutate } = useApi(candidatesRoutes.placements, { params: { id: candidate._id } });
  const columns = useMemo(
    (): ColumnDef<CandidatePlacement>[] => [
      { id: 'company', header: t('columns.company'), meta: { className: 'font-medium' }, cell: ({ row }) => row.original.company_name },
      { id: 'location', header: t('columns.location'), cell: ({ row }) => row.original.location_name },
      { id: 'position', header: t('columns.position'), cell: ({ row }) => row.original.position },
      {
        id: 'dates',
        header: t('columns.dates'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row: { original: p } }) => `${fmt.date(p.start_date)} – ${p.end_date ? fmt.date(p.end_date) : t('ongoing')}`,
      },
      {
        id: 'status',
        header: t('columns.status'),
        cell: ({ row: { original: p } }) => (
          <Badge tone={p.status === 'active' ? 'success' : 'neutral'}>{translatedOr(t, `statuses.${p.status}`, p.status)}</Badge>
        ),
      },
      { id: 'billRate', header: t('columns.billRate'), meta: { numeric: true }, cell: ({ row }) => fmt.money(row.original.bill_rate) },
      { id: 'payRate', header: t('columns.payRate'), meta: { numeric: true }, cell: ({ row }) => fmt.money(row.original.pay_rate) },
    ],
    [t, fmt],
  );
  return (
    <DataTable
      columns={columns}
      rows={data?.data}
      getRowId={(p) => p._id}
      caption={t('caption', { name: candidate.name })}
      error={error}
      onRetry={() => void mutate()}
      empty={<Empty>{t('empty')}</Empty>}
    />
  );
}
