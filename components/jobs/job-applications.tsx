'use client';
import { useFormatter, useTranslations } from 'next-intl';
import Link from 'next/link';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { OptionBadge } from '@/components/statuses/status-badge';
import { DataTable } from '@/components/ui/data-table/data-table';
import { totalOf } from '@/lib/browser/lists';
import { useApi, type ResultOf } from '@/lib/browser/typed-api';
import { candidatesRoutes } from '@/lib/contracts/routes/candidates';

type Row = ResultOf<typeof candidatesRoutes.applicationList>['data'][number];

const SHOWN = 50;

/** Applications to one job with their status; the full, filterable list is one link away. */
export function JobApplications({ jobId }: { jobId: string }) {
  const t = useTranslations('jobs.applications');
  const format = useFormatter();
  const { data, error } = useApi(candidatesRoutes.applicationList, { query: { job: jobId, per_page: SHOWN } });
  const rows = data?.data ?? [];
  const total = totalOf(data?.meta);
  const columns = useMemo(
    (): ColumnDef<Row>[] => [
      {
        id: 'candidate',
        header: t('candidate'),
        cell: ({ row: { original: a } }) => (
          <Link href={`/applications/${a.candidate_id}`} className="font-medium text-slate-900 underline-offset-2 hover:underline">
            {a.candidate_name}
          </Link>
        ),
      },
      {
        id: 'status',
        header: t('status'),
        cell: ({ row: { original: a } }) => <OptionBadge name={a.status_name} color={a.status_color} fallback={t('noStatus')} />,
      },
      { id: 'source', header: t('source'), cell: ({ row }) => row.original.source },
      {
        id: 'applied',
        header: t('applied'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => format.dateTime(new Date(row.original.created_at), { dateStyle: 'medium' }),
      },
    ],
    [t, format],
  );
  return (
    <section aria-labelledby="job-applications" className="mt-8">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="job-applications" className="text-lg font-semibold text-slate-900">
          {t('title', { count: total })}
        </h2>
        {total > 0 ? (
          <Link href={`/applications?job=${jobId}`} className="text-sm font-medium text-slate-800 underline underline-offset-2">
            {t('seeAll')}
          </Link>
        ) : null}
      </div>
      {error && !data ? (
        <p role="alert" className="text-sm text-red-800">
          {t('loadFailed')}
        </p>
      ) : !data ? (
        <p aria-busy="true" className="text-sm text-slate-700">
          {t('loading')}
        </p>
      ) : (
        <DataTable
          columns={columns}
          rows={rows}
          getRowId={(a) => a._id}
          caption={t('caption')}
          empty={
            <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-700">
              {t('empty')}
            </p>
          }
        />
      )}
    </section>
  );
}
