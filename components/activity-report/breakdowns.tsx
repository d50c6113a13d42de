'use client';
import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { Empty } from '@/components/ui/load-states';
import { METRICS, type CompanyActivity, type ExportKind, type Metric, type UserActivity } from '@/lib/activity-report/types';
import { useFormat } from '@/lib/browser/format';
import { DownloadButton } from './download-button';
import { SortableTable, type Column } from './sortable-table';
import type { ReportApiQuery } from './url-state';

type SectionProps = { kind: ExportKind; title: string; note: string; query: ReportApiQuery; children: ReactNode };

function Section({ kind, title, note, query, children }: SectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-base font-semibold text-slate-900">{title}</h2>
          <p className="mt-1 text-sm text-slate-700">{note}</p>
        </div>
        <DownloadButton kind={kind} query={query} />
      </div>
      {children}
    </section>
  );
}

/** The four metric columns every breakdown shares, formatted as counts. */
function useMetricColumns<T extends Record<Metric, number>>(): Column<T>[] {
  const t = useTranslations('activityReport.metrics');
  const fmt = useFormat();
  return METRICS.map((m) => ({ key: m, label: t(m), numeric: true, render: (r: T) => fmt.count(r[m]) }));
}

type Props<T> = { rows: T[]; caption: string; query: ReportApiQuery };

export function UsersBreakdown({ rows, caption, query }: Props<UserActivity>) {
  const t = useTranslations('activityReport.users');
  const fmt = useFormat();
  const metrics = useMetricColumns<UserActivity>();
  const columns: Column<UserActivity>[] = [
    { key: 'name', label: t('name'), render: (r) => <><span className="block font-medium text-slate-900">{r.name}</span><span className="block text-xs text-slate-700">{r.email}</span></> },
    ...metrics,
    { key: 'last_active', label: t('lastActive'), render: (r) => <time dateTime={r.last_active} className="whitespace-nowrap">{fmt.stamp(r.last_active)}</time> },
  ];
  return (
    <Section kind="users" title={t('heading')} note={t('note')} query={query}>
      {rows.length === 0 ? <Empty>{t('empty')}</Empty>
        : <SortableTable rows={rows} columns={columns} caption={caption} rowKey={(r) => r.user_id} tie="name" initial={{ key: 'logins', dir: 'desc' }} testId="users-table" />}
    </Section>
  );
}

export function CompaniesBreakdown({ rows, caption, query }: Props<CompanyActivity>) {
  const t = useTranslations('activityReport.companies');
  const metrics = useMetricColumns<CompanyActivity>();
  const columns: Column<CompanyActivity>[] = [{ key: 'name', label: t('name'), render: (r) => <span className="font-medium text-slate-900">{r.name}</span> }, ...metrics];
  return (
    <Section kind="companies" title={t('heading')} note={t('note')} query={query}>
      {rows.length === 0 ? <Empty>{t('empty')}</Empty>
        : <SortableTable rows={rows} columns={columns} caption={caption} rowKey={(r) => r.company_id} tie="name" initial={{ key: 'timesheet_actions', dir: 'desc' }} testId="companies-table" />}
    </Section>
  );
}
