'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { Format } from '@/lib/browser/format';
import type { TimesheetLogRow } from '@/lib/timesheets/schema';
import { useTimesheetLogs } from '../use-timesheet-data';
import { LogChangeList } from './log-change-list';
import { translatedOr } from '@/lib/i18n/keys';

/**
 * Every change to the timesheet, newest first: who, when, what, from → to, the reason and comment given, and each field's change.
 * When a change was made is on the viewer's clock; the punch times it changed are on the site's (`zone`, the location's).
 */
export function History({ id, fmt, zone }: { id: string; fmt: Format; zone?: string | null }) {
  const t = useTranslations('timesheets');
  const { data, error, mutate } = useTimesheetLogs(id);
  const logs = [...(data?.data ?? [])].sort((a, b) => b.created_at.localeCompare(a.created_at) || b._id - a._id);
  const action = (a: string) => translatedOr(t, `log.${a}`, a);
  const status = (s: string) => translatedOr(t, `status.${s}`, s);
  const source = (s: string) => translatedOr(t, `log.sources.${s}`, s);
  return (
    <section aria-labelledby="timesheet-history" className="mb-6">
      <h2 id="timesheet-history" className="mb-3 text-lg font-semibold text-slate-900">
        {t('view.history')}
      </h2>
      {error && !data ? (
        <div role="alert" className="flex items-center gap-3 text-sm text-red-800">
          {t('view.historyFailed')}
          <Button size="sm" variant="outline" onClick={() => void mutate()}>
            {t('errors.retry')}
          </Button>
        </div>
      ) : !data ? (
        <p aria-busy="true" className="text-sm text-slate-700">
          {t('view.historyLoading')}
        </p>
      ) : logs.length === 0 ? (
        <p className="text-sm text-slate-700">{t('view.historyEmpty')}</p>
      ) : (
        <ol aria-labelledby="timesheet-history" className="relative space-y-4 border-s-2 border-slate-200 ps-5">
          {logs.map((log: TimesheetLogRow) => (
            <li key={log._id} className="relative">
              <span aria-hidden className="absolute -start-[1.72rem] top-1 h-3 w-3 rounded-full border-2 border-white bg-brand" />
              <h3 className="text-sm font-normal text-slate-900">
                <span className="font-semibold">{log.user_name ?? t('log.system')}</span>
                {' · '}
                <span>{action(log.action)}</span>
                {log.source ? (
                  <span className="text-slate-700">
                    {' · '}
                    {source(log.source)}
                  </span>
                ) : null}
                {log.from_status !== log.to_status && (log.from_status || log.to_status) ? (
                  <span className="text-slate-700">
                    {' · '}
                    {t('log.change', { from: status(log.from_status ?? '—'), to: status(log.to_status ?? '—') })}
                  </span>
                ) : null}
              </h3>
              <p className="text-xs text-slate-700">
                <time dateTime={log.created_at}>{fmt.stamp(log.created_at)}</time>
              </p>
              {log.reason ? (
                <p className="mt-1 whitespace-pre-wrap text-sm text-slate-800">
                  <span className="font-medium">{t('log.reason')}</span> {log.reason}
                </p>
              ) : null}
              {log.comment ? (
                <p className="mt-1 whitespace-pre-wrap rounded bg-slate-100 px-3 py-2 text-sm text-slate-800">{log.comment}</p>
              ) : null}
              {log.changes?.length ? <LogChangeList logId={log._id} changes={log.changes} fmt={fmt} zone={zone} /> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
