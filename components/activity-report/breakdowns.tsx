'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { DataTable } from '@/components/ui/data-table/data-table';
import { Empty } from '@/components/ui/load-states';
import { METRICS, type ExportKind, type Metric } from '@/lib/activity-report/types';
import type { CompanyActivity, UserActivity } from '@/lib/activity-report/schema';
import { useFormat } from '@/lib/browser/format';
import { DownloadButton } from './download-button';
import type { ReportApiQuery } from './url-state';

type SectionProps = { kind: ExportKind; title: string; note: string; query: ReportApiQuery; children: ReactNode };

function Section({ kind, title, note, query, children }: SectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{note}</p>
        </div>
        <DownloadButton kind={kind} query={query} />
      </div>
      {children}
    </section>
  );
}

/** The four metric columns every breakdown shares, formatted as counts; every column sorts, on the client. */
function useMetricColumns<T extends Record<Metric, number>>(): ColumnDef<T>[] {
  const t = useTranslations('activityReport.metrics');
  const fmt = useFormat();
  return METRICS.map((m): ColumnDef<T> => ({
    id: m,
    header: t(m),
    accessorFn: (r) => r[m],
    enableSorting: true,
    meta: { numeric: true },
    cell: ({ row }) => fmt.count(row.original[m]),
  }));
}

const byName = (r: { name: string }) => r.name;

type Props<T> = { rows: T[]; caption: string; query: ReportApiQuery };

export function UsersBreakdown({ rows, caption, query }: Props<UserActivity>) {
  const t = useTranslations('activityReport.users');
  const fmt = useFormat();
  const metrics = useMetricColumns<UserActivity>();
  const columns: ColumnDef<UserActivity>[] = [
    {
      id: 'name',
      header: t('name'),
      accessorFn: byName,
      enableSorting: true,
      cell: ({ row: { original: r } }) => (
        <>
          <span className="block font-medium text-slate-900">{r.name}</span>
          <span className="block text-xs text-slate-700">{r.email}</span>
        </>
      ),
    },
    ...metrics,
    {
      id: 'last_active',
      header: t('lastActive'),
      accessorFn: (r) => r.last_active,
      enableSorting: true,
      cell: ({ row: { original: r } }) => (
        <time dateTime={r.last_active} className="whitespace-nowrap">
          {fmt.stamp(r.last_active)}
        </time>
      ),
    },
  ];
  return (
    <Section kind="users" title={t('heading')} note={t('note')} query={query}>
      {rows.length === 0 ? (
        <Empty>{t('empty')}</Empty>
      ) : (
        <DataTable
          rows={rows}
          columns={columns}
          caption={caption}
          getRowId={(r) => r.user_id}
          testId="users-table"
          sort={{ mode: 'client', initial: [{ id: 'logins', desc: true }], tie: byName }}
        />
      )}
    </Section>
  );
}

export function CompaniesBreakdown({ rows, caption, query }: Props<CompanyActivity>) {
  const t = useTranslations('activityReport.companies');
  const metrics = useMetricColumns<CompanyActivity>();
  const columns: ColumnDef<CompanyActivity>[] = [
    {
      id: 'name',
      header: t('name'),
      accessorFn: byName,
      enableSorting: true,
      cell: ({ row }) => <span className="font-medium text-slate-900">{row.original.name}</span>,
    },
    ...metrics,
  ];
  return (
    <Section kind="companies" title={t('heading')} note={t('note')} query={query}>
      {rows.length === 0 ? (
        <Empty>{t('empty')}</Empty>
      ) : (
        <DataTable
          rows={rows}
          columns={columns}
          caption={caption}
          getRowId={(r) => r.company_id}
          testId="companies-table"
          sort={{ mode: 'client', initial: [{ id: 'timesheet_actions', desc: true }], tie: byName }}
        />
      )}
    </Section>
  );
}
