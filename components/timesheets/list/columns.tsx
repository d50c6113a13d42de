'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useMemo, type ReactNode } from 'react';
import type { Role } from '@/lib/auth/roles';
import type { Format } from '@/lib/browser/format';
import type { DashboardLabels } from '@/lib/settings/labels';
import type { TimesheetSort } from '@/lib/timesheets/types';
import type { TimesheetRow } from '@/lib/timesheets/schema';
import { RowFlags } from '../flags';
import { isPayField, seesPay } from '@/lib/auth/pay-visibility';
import { Badge } from '@/components/ui/badge';
import { StatusBadge } from '../status-badge';
import { useSheetHref } from './sheet-href';

const COLUMN_KEYS = [
  'worker',
  'company',
  'location',
  'placement',
  'week',
  'status',
  'regular_hours',
  'overtime_hours',
  'double_time_hours',
  'total_hours',
  'bill_rate',
  'pay_rate',
  'bill_total',
  'pay_total',
  'margin',
  'flags',
  'manager',
  'updated_at',
] as const;
export type ColumnKey = (typeof COLUMN_KEYS)[number];

/** Always shown: a row means nothing without whose timesheet it is and where it stands. */
export const FIXED_COLUMNS: readonly ColumnKey[] = ['worker', 'status'];
export const DEFAULT_COLUMNS: readonly ColumnKey[] = [
  'worker',
  'company',
  'location',
  'week',
  'status',
  'regular_hours',
  'overtime_hours',
  'total_hours',
  'bill_total',
  'flags',
];

export type Column = { key: ColumnKey; header: string; sort?: TimesheetSort; numeric?: boolean; cell: (r: TimesheetRow) => ReactNode };

/** The saved choice, cleaned: unknown keys dropped, fixed columns kept, table order preserved. */
export function visibleKeys(saved: readonly string[] | null | undefined): ColumnKey[] {
  const chosen = new Set<string>(saved?.length ? saved : DEFAULT_COLUMNS);
  return COLUMN_KEYS.filter((k) => chosen.has(k) || FIXED_COLUMNS.includes(k));
}

/** Every column the role may see, in table order. Header of the placement column is the tenant's label. */
export function useColumns(role: Role, labels: DashboardLabels, fmt: Format): Column[] {
  const t = useTranslations('timesheets.columns');
  const te = useTranslations('timesheets.exceptions');
  const hrefOf = useSheetHref();
  return useMemo(() => {
    const all: Column[] = [
      {
        key: 'worker',
        header: t('worker'),
        sort: 'worker',
        cell: (r) => (
          // The row itself takes focus and Enter; the link is for pointer users and screen-reader link lists.
          <Link
            href={hrefOf(r._id)}
            prefetch={false}
            tabIndex={-1}
            className="font-medium text-slate-900 underline-offset-2 hover:underline"
          >
            {r.worker_name}
          </Link>
        ),
      },
      { key: 'company', header: t('company'), cell: (r) => r.company_name },
      { key: 'location', header: t('location'), sort: 'location', cell: (r) => r.location_name },
      { key: 'placement', header: labels.placement.singular, cell: (r) => r.position ?? '—' },
      {
        key: 'week',
        header: t('week'),
        sort: 'week_start',
        cell: (r) => <span className="whitespace-nowrap">{fmt.week(r.week_start, r.week_end)}</span>,
      },
      {
        key: 'status',
        header: t('status'),
        sort: 'status',
        // Open punch exceptions ride on the status (a column always shown), as approving them asks for review.
        cell: (r) => (
          <span className="inline-flex flex-wrap items-center gap-1">
            <StatusBadge status={r.status} />
            {r.open_exceptions ? <Badge tone="warning">{te('openCountLabel', { count: r.open_exceptions })}</Badge> : null}
          </span>
        ),
      },
      { key: 'regular_hours', header: t('regularHours'), numeric: true, cell: (r) => fmt.hours(r.regular_hours) },
      { key: 'overtime_hours', header: t('overtimeHours'), numeric: true, cell: (r) => fmt.hours(r.overtime_hours) },
      { key: 'double_time_hours', header: t('doubleTimeHours'), numeric: true, cell: (r) => fmt.hours(r.double_time_hours) },
      {
        key: 'total_hours',
        header: t('totalHours'),
        sort: 'total_hours',
        numeric: true,
        cell: (r) => <span className="font-medium">{fmt.hours(r.total_hours)}</span>,
      },
      { key: 'bill_rate', header: t('billRate'), numeric: true, cell: (r) => fmt.money(r.bill_rate) },
      { key: 'pay_rate', header: t('payRate'), numeric: true, cell: (r) => fmt.money(r.pay_rate) },
      { key: 'bill_total', header: t('billTotal'), numeric: true, cell: (r) => fmt.money(r.bill_total) },
      { key: 'pay_total', header: t('payTotal'), numeric: true, cell: (r) => fmt.money(r.pay_total) },
      { key: 'margin', header: t('margin'), numeric: true, cell: (r) => fmt.money(r.margin) },
      { key: 'flags', header: t('flags'), cell: (r) => <RowFlags row={r} /> },
      { key: 'manager', header: t('manager'), cell: (r) => r.manager ?? '—' },
      {
        key: 'updated_at',
        header: t('updatedAt'),
        sort: 'updated_at',
        cell: (r) => <span className="whitespace-nowrap">{fmt.stamp(r.updated_at)}</span>,
      },
    ];
    return seesPay(role) ? all : all.filter((c) => !isPayField(c.key));
  }, [t, te, labels, fmt, role, hrefOf]);
}
