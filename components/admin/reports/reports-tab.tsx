'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Empty, Loaded } from '@/components/ui/load-states';
import { useExportReport, useReportList } from './use-reports';

/** The standard reports: screens of their own, linked from here. */
const STANDARD = [
  { key: 'activity', href: '/activity-report' },
  { key: 'timesheets', href: '/timesheets' },
  { key: 'history', href: '/whos-working?history=true' },
  { key: 'timecards', href: '/timecards' },
] as const;

const CUSTOM_TAB = '/admin-settings/custom-reports';

/** Admin "reports" tab: a hub of the standard reports and the saved custom reports, with Run and Export CSV. */
export function ReportsTab() {
  const t = useTranslations('customReports');
  const th = useTranslations('customReports.hub');
  const list = useReportList();
  const { exportCsv, busy } = useExportReport();
  return (
    <div className="space-y-8">
      <section aria-labelledby="standard-reports" className="space-y-3">
        <h3 id="standard-reports" className="text-base font-semibold text-slate-900">
          {th('standardTitle')}
        </h3>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {STANDARD.map((r) => (
            <li key={r.key} className="flex flex-col rounded-lg border border-slate-200 bg-white p-4">
              <h4 className="font-medium text-slate-900">{th(`${r.key}.title`)}</h4>
              <p className="mt-1 flex-1 text-sm text-slate-700">{th(`${r.key}.body`)}</p>
              <Button asChild variant="outline" size="sm" className="mt-3 self-start">
                <Link href={r.href} aria-label={th('openLabel', { name: th(`${r.key}.title`) })}>
                  {th('open')}
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="custom-reports" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="custom-reports" className="text-base font-semibold text-slate-900">
            {th('customTitle')}
          </h3>
          <Button asChild variant="outline" size="sm">
            <Link href={CUSTOM_TAB}>{th('manage')}</Link>
          </Button>
        </div>
        <Loaded data={list.data} error={list.error} retry={() => void list.mutate()}>
          {(res) =>
            res.data.length ? (
              <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
                {res.data.map((r) => (
                  <li key={r._id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-medium text-slate-900">{r.name}</p>
                      <p className="text-xs text-slate-600">
                        {t(`sources.${r.source}`)} · {t('fieldCount', { count: r.fields.length })}
                      </p>
                    </div>
                    <Button asChild size="sm" variant="outline">
                      <Link
                        href={`${CUSTOM_TAB}?report=${encodeURIComponent(r._id)}&view=run`}
                        aria-label={t('runLabel', { name: r.name })}
                      >
                        {t('actions.run')}
                      </Link>
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      loading={busy === r._id}
                      aria-label={t('exportLabel', { name: r.name })}
                      onClick={() => void exportCsv(r)}
                    >
                      {t('actions.export')}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <Empty>{th('emptyBody')}</Empty>
            )
          }
        </Loaded>
      </section>
    </div>
  );
}
