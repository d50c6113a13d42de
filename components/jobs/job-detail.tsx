'use client';
import { useFormatter, useTranslations } from 'next-intl';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-states';
import { Spinner } from '@/components/ui/spinner';
import { HttpError } from '@/lib/browser/api-client';
import { useApi } from '@/lib/browser/typed-api';
import { jobsRoutes } from '@/lib/contracts/routes/jobs';
import { useBack } from '@/lib/url-state/use-back';
import { JobActions } from './job-actions';
import { JobApplications } from './job-applications';
import { JobStatusBadge } from './job-status-badge';
import { usePayRange } from './use-pay-range';

/** Back to the job list as it was when the job was opened from it (its `back` parameter), else the plain list. */
export function BackToJobs({ label }: { label: string }) {
  const back = useBack('/jobs-v2');
  return (
    <Link href={back} className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-slate-700 hover:text-slate-900">
      <span aria-hidden className="inline-block rtl:rotate-180">
        ←
      </span>
      {label}
    </Link>
  );
}

/** A missing job (another company's, or a mistyped link) is an empty state, not an error page. */
export function JobNotFound() {
  const t = useTranslations('jobs');
  return (
    <EmptyState
      title={t('notFound.title')}
      body={t('notFound.body')}
      action={
        <Button asChild variant="outline">
          <Link href="/jobs-v2">{t('back')}</Link>
        </Button>
      }
    />
  );
}

const Item = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
    <dd className="mt-1 text-sm text-slate-900">{children}</dd>
  </div>
);

/** /jobs-v2/{jobId}: the job's fields, its public link while published, its actions and its applications. */
export function JobDetail({ id, companySlug }: { id: string; companySlug: string }) {
  const t = useTranslations('jobs');
  const format = useFormatter();
  const payRange = usePayRange();
  const { data, error, mutate } = useApi(jobsRoutes.get, { params: { id } }, { shouldRetryOnError: false, revalidateOnFocus: false });
  if (error instanceof HttpError && error.status === 404)
    return (
      <>
        <BackToJobs label={t('back')} />
        <JobNotFound />
      </>
    );
  if (error && !data)
    return (
      <>
        <BackToJobs label={t('back')} />
        <LoadError onRetry={() => void mutate()} />
      </>
    );
  if (!data)
    return (
      <>
        <Spinner position="top" label={t('loading')} />
        <p aria-busy="true" className="py-10 text-center text-sm text-slate-700">
          {t('loading')}
        </p>
      </>
    );
  const job = data.data;
  const day = (v: string | null) => (v ? format.dateTime(new Date(v), { dateStyle: 'medium' }) : '—');
  const publicPath = `/${companySlug}/jobs/${job._id}`;
  return (
    <>
      <BackToJobs label={t('back')} />
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold text-slate-900">{job.title}</h1>
            <JobStatusBadge status={job.status} />
          </div>
          <p className="mt-1 text-sm text-slate-700">{[job.company_name, job.location_name].filter(Boolean).join(' · ')}</p>
        </div>
        <JobActions job={job} />
      </div>
      {job.status === 'open' && job.published_at ? (
        <p className="mb-6 rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-950">
          {t('publicLink')}{' '}
          <a href={publicPath} target="_blank" rel="noopener noreferrer" className="font-medium underline underline-offset-2">
            {publicPath}
          </a>
        </p>
      ) : null}
      <dl className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 sm:grid-cols-2 lg:grid-cols-4">
        <Item label={t('fields.position')}>{job.position}</Item>
        <Item label={t('fields.category')}>{job.category ?? '—'}</Item>
        <Item label={t('fields.employmentType')}>{t(`employmentTypes.${job.employment_type}`)}</Item>
        <Item label={t('fields.pay')}>{payRange(job.pay_rate_min, job.pay_rate_max) ?? '—'}</Item>
        <Item label={t('fields.validThrough')}>{day(job.valid_through)}</Item>
        <Item label={t('fields.publishedAt')}>{day(job.published_at)}</Item>
        <Item label={t('fields.created')}>{day(job.created_at)}</Item>
        <Item label={t('fields.applications')}>{format.number(job.application_count)}</Item>
      </dl>
      <section aria-labelledby="job-description" className="mt-6">
        <h2 id="job-description" className="mb-2 text-lg font-semibold text-slate-900">
          {t('fields.description')}
        </h2>
        <p className="whitespace-pre-line rounded-lg border border-slate-200 bg-white p-5 text-sm leading-6 text-slate-800">
          {job.description}
        </p>
      </section>
      <JobApplications jobId={job._id} />
    </>
  );
}
