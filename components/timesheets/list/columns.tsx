'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useMemo, type ReactNode } from 'react';
import type { Role } from '@/lib/auth/roles';
import type { Format } from '@/lib/browser/format';
import type { DashboardLabels } from '@/lib/settings/labels';
import type { TimesheetSort } from '@/lib/timesheets/types';
import type { TimesheetRow } from '@/lib/timesheets/schema';
import { TIMESHEET_LIST_COLUMNS, type TimesheetListColumn } from '@/lib/timesheets/list-columns';
import { RowFlags } from '../flags';
import { isPayField, seesPay } from '@/lib/auth/pay-visibility';
import { Badge } from '@/components/ui/badge';
import { StatusBadge } from '../status-badge';
import { useSheetHref } from './sheet-href';

export type ColumnKey = TimesheetListColumn;

export type Column = { key: ColumnKey; header: string; sort?: TimesheetSort; numeric?: boolean; cell: (r: TimesheetRow) => ReactNode };

/** Every column the role may see, in table order. Header of the placement column is the tenant's label. */
export function useColumns(role: Role, labels: DashboardLabels, fmt: Format): Column[] {
  const t = useTranslations('timesheets.columns');
  const te = useTranslations('timesheets.exceptions');
  const hrefOf = useSheetHref();
  return useMemo(() => {
    // One cell per column of the list in lib, no more, no fewer (the type says so); the order is the list's.
    const cells: { [K in ColumnKey]: Omit<Column, 'key'> } = {
      worker: {
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
      company: { header: t('company'), cell: (r) => r.company_name },
      location: { header: t('location'), sort: 'location', cell: (r) => r.location_name },
      placement: { header: labels.placement.singular, cell: (r) => r.position ?? '—' },
      week: {
        header: t('week'),
        sort: 'week_start',
        cell: (r) => <span className="whitespace-nowrap">{fmt.week(r.week_start, r.week_end)}</span>,
      },
      status: {
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
      regular_hours: { header: t('regularHours'), numeric: true, cell: (r) => fmt.hours(r.regular_hours) },
      overtime_hours: { header: t('overtimeHours'), numeric: true, cell: (r) => fmt.hours(r.overtime_hours) },
      double_time_hours: { header: t('doubleTimeHours'), numeric: true, cell: (r) => fmt.hours(r.double_time_hours) },
      total_hours: {
        header: t('totalHours'),
        sort: 'total_hours',
        numeric: true,
        cell: (r) => <span className="font-medium">{fmt.hours(r.total_hours)}</span>,
      },
      bill_rate: { header: t('billRate'), numeric: true, cell: (r) => fmt.money(r.bill_rate) },
      pay_rate: { header: t('payRate'), numeric: true, cell: (r) => fmt.money(r.pay_rate) },
      bill_total: { header: t('billTotal'), numeric: true, cell: (r) => fmt.money(r.bill_total) },
      pay_total: { header: t('payTotal'), numeric: true, cell: (r) => fmt.money(r.pay_total) },
      margin: { header: t('margin'), numeric: true, cell: (r) => fmt.money(r.margin) },
      flags: { header: t('flags'), cell: (r) => <RowFlags row={r} /> },
      manager: { header: t('manager'), cell: (r) => r.manager ?? '—' },
      updated_at: {
        header: t('updatedAt'),
        sort: 'updated_at',
        cell: (r) => <span className="whitespace-nowrap">{fmt.stamp(r.updated_at)}</span>,
      },
    };
    const all: Column[] = TIMESHEET_LIST_COLUMNS.map((key) => ({ key, ...cells[key] }));
    return seesPay(role) ? all : all.filter((c) => !isPayField(c.key));
  }, [t, te, labels, fmt, role, hrefOf]);
}
