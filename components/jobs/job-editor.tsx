'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { LoadError } from '@/components/ui/load-states';
import { Spinner } from '@/components/ui/spinner';
import { HttpError } from '@/lib/browser/api-client';
import { useApi } from '@/lib/browser/typed-api';
import { jobsRoutes } from '@/lib/contracts/routes/jobs';
import { BackToJobs, JobNotFound } from './job-detail';

// The form validates with the zod schema it shares with the API; it loads after the page, so zod stays
// out of the page's first-load JavaScript (DESIGN §6 budget).
const JobForm = dynamic(() => import('./job-form').then((m) => m.JobForm), { ssr: false });

/** /jobs-v2/{jobId}/update: a blank form for `new`, else the job loaded into the form. */
export function JobEditor({ id }: { id: string }) {
  const t = useTranslations('jobs');
  const isNew = id === 'new';
  const { data, error, mutate } = useApi(jobsRoutes.get, isNew ? null : { params: { id } }, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  const heading = (
    <h1 className="mb-6 text-2xl font-semibold text-slate-900">
      {isNew ? t('form.newTitle') : t('form.editTitle', { title: data?.data.title ?? '' })}
    </h1>
  );
  if (isNew)
    return (
      <>
        <BackToJobs label={t('back')} />
        {heading}
        <JobForm />
      </>
    );
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
  // Keyed by id only: a background refetch must never reset what the user is typing.
  return (
    <>
      <BackToJobs label={t('back')} />
      {heading}
      <JobForm key={data.data._id} job={data.data} />
    </>
  );
}
