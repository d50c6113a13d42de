import { getTranslations } from 'next-intl/server';
import type { PublicJob } from '@/lib/public-jobs/queries';
import { jobTexts } from './job-text';

/** Location, pay, type and dates of a job as a definition list; unknown facts are left out. */
export async function JobFacts({ job }: { job: PublicJob }) {
  const [t, texts] = await Promise.all([getTranslations('publicJobs.job'), jobTexts()]);
  const facts: [string, string | null][] = [
    [t('location'), texts.place(job.city, job.region)],
    [t('pay'), texts.pay(job.payMin, job.payMax)],
    [t('type'), texts.type(job.employmentType)],
    [t('posted'), texts.date(job.publishedAt)],
    [t('applyBy'), job.validThrough ? texts.date(job.validThrough) : null],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2">
      {facts
        .filter(([, v]) => v)
        .map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
            <dd className="mt-0.5 text-sm text-slate-900">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
