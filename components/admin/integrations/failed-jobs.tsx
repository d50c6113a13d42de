'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { actionsColumn, numberColumn, textColumn } from '@/components/admin/table-columns';
import { Button } from '@/components/ui/button';
import { Empty, Loaded } from '@/components/ui/load-states';
import { DataTable } from '@/components/ui/data-table/data-table';
import { useApi } from '@/lib/browser/typed-api';
import { integrationsRoutes } from '@/lib/contracts/routes/integrations';
import { useAction } from '@/lib/browser/use-action';
import type { FailedJob } from '@/lib/job-queue/schema';
import { integrationsApi } from './api';
import { translatedOr } from '@/lib/i18n/keys';

/** Job names a person reads; a job without one here shows its technical name. */
const JOB_LABELS: Record<string, 'autoLock' | 'recompute'> = { 'timesheets.auto-lock': 'autoLock', 'timesheets.recompute': 'recompute' };

/**
 * Background jobs of this company that failed after their last attempt (DESIGN.md §7: visible to admins
 * when it fails), each with its error and a button that runs it once more.
 */
export function FailedJobs() {
  const t = useTranslations('integrations.jobs');
  const format = useFormatter();
  const { data, error, mutate } = useApi(integrationsRoutes.failedJobs, {});
  const { run } = useAction();
  const [retrying, setRetrying] = useState<string | null>(null);

  async function retry(job: FailedJob) {
    setRetrying(job._id);
    await run(() => integrationsApi.retryJob(job._id), t('retried'));
    setRetrying(null);
    void mutate();
  }

  const events = useTranslations('pushNotifications.settings');
  const label = (name: string) => {
    if (JOB_LABELS[name]) return t(`names.${JOB_LABELS[name]}`);
    // notification.<channel>.<event>: an outbox row the dispatcher gave up on.
    const [kind, channel, event] = name.split('.');
    if (kind === 'notification' && channel && event && events.has(`events.${event}` as never)) {
      return t('names.notification', {
        channel: translatedOr(events, `channels.${channel}`, channel),
        event: translatedOr(events, `events.${event}`, event),
      });
    }
    return name;
  };

  const columns: ColumnDef<FailedJob>[] = [
    textColumn('job', t('columns.job'), (job) => label(job.name)),
    {
      id: 'error',
      header: t('columns.error'),
      meta: { className: 'max-w-md break-words text-red-800' },
      cell: ({ row }) => row.original.error ?? t('noError'),
    },
    {
      id: 'failed_at',
      header: t('columns.failedAt'),
      accessorFn: (job) => job.failed_at,
      enableSorting: true,
      // Latest first on the first click.
      sortDescFirst: true,
      cell: ({ row: { original: job } }) =>
        job.failed_at ? format.dateTime(new Date(job.failed_at), { dateStyle: 'medium', timeStyle: 'short' }) : '',
    },
    numberColumn('attempts', t('columns.attempts'), (job) => job.attempts),
    actionsColumn(t('columns.actions'), (job) => (
      <Button
        size="sm"
        variant="outline"
        loading={retrying === job._id}
        aria-label={t('retryLabel', { name: label(job.name) })}
        onClick={() => void retry(job)}
      >
        {t('retry')}
      </Button>
    )),
  ];

  return (
    <section aria-labelledby="failed-jobs" className="space-y-3 rounded-lg border border-slate-200 bg-white p-5">
      <header className="space-y-1">
        <h3 id="failed-jobs" className="text-base font-semibold text-slate-900">
          {t('title')}
        </h3>
        <p className="text-sm text-slate-700">{t('body')}</p>
      </header>
      <Loaded data={data?.data} error={error} retry={() => void mutate()}>
        {(jobs) =>
          jobs.length === 0 ? (
            <Empty>{t('none')}</Empty>
          ) : (
            <DataTable
              columns={columns}
              rows={jobs}
              getRowId={(job) => job._id}
              caption={t('caption')}
              sort={{ mode: 'client', initial: [{ id: 'failed_at', desc: true }] }}
            />
          )
        }
      </Loaded>
    </section>
  );
}
