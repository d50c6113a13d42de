import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ApplyForm } from '@/components/public-jobs/apply-form';
import { applyTexts } from '@/components/public-jobs/apply-texts';
import { ApplyThanks } from '@/components/public-jobs/apply-thanks';
import { JobFacts } from '@/components/public-jobs/job-facts';
import { JsonLdScript } from '@/components/public-jobs/json-ld-script';
import { PublicShell } from '@/components/public-jobs/public-shell';
import { LanguageForm } from '@/components/shell/language-form';
import { firstParam } from '@/lib/auth/company-page';
import { APPLY_FIELDS } from '@/lib/public-jobs/limits';
import { brandOf, excerpt, formStateFrom, jobPostingFor, loadJobPage, type SearchParams } from '@/lib/public-jobs/page-data';
import { absoluteUrl, jobPath, jobsPath } from '@/lib/public-jobs/urls';

type Props = { params: Promise<{ company: string; jobId: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { company, jobId } = await params;
  const { tenant, settings, job } = await loadJobPage(company, jobId);
  if (!job) return { robots: { index: false } };
  const url = absoluteUrl(jobPath(tenant.slug, job.id));
  const title = `${job.title} | ${tenant.name}`;
  const description = excerpt(job.description);
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      url,
      title,
      description,
      siteName: tenant.name,
      images: settings.logo ? [absoluteUrl(settings.logo)] : undefined,
    },
  };
}

/** One public job: facts, the description as plain text, JobPosting JSON-LD and the apply form. */
export default async function PublicJobPage({ params, searchParams }: Props) {
  const [{ company, jobId }, sp] = await Promise.all([params, searchParams]);
  const { tenant, settings, job } = await loadJobPage(company, jobId);
  if (!job) notFound();
  const [t, texts] = await Promise.all([getTranslations('publicJobs.job'), applyTexts()]);
  const apply = formStateFrom(sp, APPLY_FIELDS);
  const applied = firstParam(sp.applied) === '1';
  const list = jobsPath(tenant.slug);
  const applyPath = `public/${encodeURIComponent(tenant.slug)}/jobs/${job.id}/apply`;
  return (
    <PublicShell language={<LanguageForm action={jobPath(tenant.slug, job.id)} query={{}} />} brand={brandOf(tenant, settings)} home={list}>
      <JsonLdScript data={jobPostingFor(tenant, settings, job)} />
      <a href={list} className="text-sm font-medium text-slate-800 underline">
        ← {t('back')}
      </a>
      <article className="mt-4 space-y-5">
        <header>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{job.title}</h1>
          <p className="mt-1 text-slate-700">{t('hiring', { company: tenant.name })}</p>
        </header>
        <JobFacts job={job} />
        <a
          href="#apply"
          className="inline-flex h-11 items-center rounded-md bg-brand px-5 font-medium text-on-brand hover:shadow-md hover:ring-2 hover:ring-brand/30"
        >
          {t('applyNow')}
        </a>
        <section aria-labelledby="job-about">
          <h2 id="job-about" className="text-lg font-semibold text-slate-900">
            {t('description')}
          </h2>
          {/* Plain text: React escapes it; pre-line keeps the author's line breaks. */}
          <div className="mt-2 whitespace-pre-line break-words text-slate-800">{job.description}</div>
        </section>
      </article>
      <section
        id="apply"
        aria-labelledby="apply-title"
        className="mt-8 scroll-mt-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="apply-title" className="text-xl font-semibold text-slate-900">
          {texts.title}
        </h2>
        <p className="mb-4 mt-1 text-sm text-slate-700">{texts.intro}</p>
        {applied ? (
          <ApplyThanks moreHref={list} texts={texts} />
        ) : (
          <ApplyForm
            action={`/api/candidates/${applyPath}`}
            params={{ company: tenant.slug, jobId: job.id }}
            moreHref={list}
            initialError={apply.error}
            initialFields={apply.fields}
            texts={texts}
          />
        )}
      </section>
    </PublicShell>
  );
}
