'use client';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/browser/format';
import type { TimecardRow } from '@/lib/timesheets/types';
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
}: {
  rows: TimecardRow[];
  total: number;
  page: number;
  perPage: number;
  onPage: (p: number) => void;
  onPerPage: (n: number) => void;
  stale: boolean;
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
      pagination={{ page, perPage, total, totalLabel: t('total', { count: total }), onPage, onPerPage }}
    />
  );
}
