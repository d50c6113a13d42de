'use client';
import { useFormatter, useTranslations } from 'next-intl';
import Link from 'next/link';
import useSWR from 'swr';
import { getCandidates } from '@/components/statuses/api';
import { OptionBadge } from '@/components/statuses/status-badge';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import type { ApplicationRow } from '@/lib/applications/types';
import { withQuery } from '@/lib/browser/api';
import { totalOf, type ListResponse } from '@/lib/browser/lists';

const SHOWN = 50;

/** Applications to one job with their status; the full, filterable list is one link away. */
export function JobApplications({ jobId }: { jobId: string }) {
  const t = useTranslations('jobs.applications');
  const format = useFormatter();
  const { data, error } = useSWR<ListResponse<ApplicationRow>>(withQuery('applications', { job: jobId, per_page: SHOWN }), getCandidates);
  const rows = data?.data ?? [];
  const total = totalOf(data?.meta);
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
      ) : rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-700">
          {t('empty')}
        </p>
      ) : (
        <Table caption={t('caption')}>
          <THead>
            <tr>
              <TH>{t('candidate')}</TH>
              <TH>{t('status')}</TH>
              <TH>{t('source')}</TH>
              <TH>{t('applied')}</TH>
            </tr>
          </THead>
          <TBody>
            {rows.map((a) => (
              <TR key={a._id}>
                <TD>
                  <Link href={`/applications/${a.candidate_id}`} className="font-medium text-slate-900 underline-offset-2 hover:underline">
                    {a.candidate_name}
                  </Link>
                </TD>
                <TD>
                  <OptionBadge name={a.status_name} color={a.status_color} fallback={t('noStatus')} />
                </TD>
                <TD>{a.source}</TD>
                <TD className="whitespace-nowrap">{format.dateTime(new Date(a.created_at), { dateStyle: 'medium' })}</TD>
              </TR>
            ))}
          </TBody>
        </Table>
      )}
    </section>
  );
}
