'use client';
import { useTranslations } from 'next-intl';
import type { Role } from '@/lib/auth/roles';
import { useFormat } from '@/lib/browser/format';
import type { DashboardLabels } from '@/lib/settings/labels';
import type { TimesheetRow } from '@/lib/timesheets/schema';
import { useColumns } from './columns';
import type { SortState, TimesheetQuery } from './query';
import { TimesheetsTable } from './timesheets-table';
import { useColumnConfig } from './use-column-config';

type Props = {
  rows: TimesheetRow[];
  total: number;
  query: TimesheetQuery;
  role: Role;
  labels: DashboardLabels;
  currency: string;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[]) => void;
  onSort: (sort: SortState) => void;
  onOpen: (id: string) => void;
  onPage: (page: number) => void;
  onPerPage: (n: number) => void;
  stale: boolean;
};

/** The table and its pagination: rendered only once rows exist, so loaded beside the first fetch. */
export default function Results({
  rows,
  total,
  query,
  role,
  labels,
  currency,
  selected,
  onSelect,
  onSort,
  onOpen,
  onPage,
  onPerPage,
  stale,
}: Props) {
  const t = useTranslations('timesheets');
  const fmt = useFormat(currency);
  const all = useColumns(role, labels, fmt);
  const { visible } = useColumnConfig();
  const pages = Math.max(1, Math.ceil(total / query.perPage));
  return (
    <TimesheetsTable
      rows={rows}
      columns={all.filter((c) => visible.includes(c.key))}
      sort={query.sort}
      onSort={onSort}
      fmt={fmt}
      caption={t('table.caption', { tab: t(`tabs.${query.status}`), page: query.page, pages })}
      selected={selected}
      onSelect={onSelect}
      onOpen={onOpen}
      stale={stale}
      pagination={{
        page: query.page,
        perPage: query.perPage,
        total,
        totalLabel: t('pagination.total', { count: total }),
        onPage,
        onPerPage,
      }}
    />
  );
}
