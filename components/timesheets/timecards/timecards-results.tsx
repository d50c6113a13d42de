'use client';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/browser/format';
import type { TimecardRow, TimecardSort } from '@/lib/timesheets/types';
import type { SortState } from '@/lib/url-state/sort';
import { serverSort } from '@/components/ui/data-table/server-sort';
import { TimecardsTable } from './timecards-table';

/** The timecard table and its pagination, loaded beside the first fetch. */
export default function TimecardsResults({
  rows,
  total,
  page,
  perPage,
  onPage,
  onPerPage,
  stale,
  sort,
  onSort,
}: {
  rows: TimecardRow[];
  total: number;
  page: number;
  perPage: number;
  onPage: (p: number) => void;
  onPerPage: (n: number) => void;
  stale: boolean;
  sort: SortState<TimecardSort>;
  onSort: (next: SortState<TimecardSort>) => void;
}) {
  const t = useTranslations('timesheets.timecards');
  const fmt = useFormat();
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <TimecardsTable
      rows={rows}
      fmt={fmt}
      caption={t('caption', { page, pages })}
      stale={stale}
      sort={serverSort(sort, onSort)}
      pagination={{ page, perPage, total, totalLabel: t('total', { count: total }), onPage, onPerPage }}
    />
  );
}
