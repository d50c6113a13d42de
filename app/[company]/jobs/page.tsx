import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JobFilters } from '@/components/public-jobs/job-filters';
import { JobListItem } from '@/components/public-jobs/job-list-item';
import { JobPager } from '@/components/public-jobs/job-pager';
import { jobTexts } from '@/components/public-jobs/job-text';
import { PublicShell } from '@/components/public-jobs/public-shell';
import { LanguageForm } from '@/components/shell/language-form';
import { EmptyState } from '@/components/ui/empty-state';
import { boardListing, brandOf, loadJobBoard, parseListQuery, type SearchParams } from '@/lib/public-jobs/page-data';
import { absoluteUrl, jobPath, jobsListHref, jobsPath } from '@/lib/public-jobs/urls';
import { publicPage } from '@/lib/auth/guard';

type Props = { params: Promise<{ company: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ company }, sp, t] = await Promise.all([params, searchParams, getTranslations('publicJobs.list')]);
  const { tenant, settings } = await loadJobBoard(company);
  const query = parseListQuery(sp);
  const title = t('title', { company: tenant.name });
  const description = t('metaDescription', { company: tenant.name });
  const url = absoluteUrl(jobsPath(tenant.slug));
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: query.page > 1 ? `${url}?page=${query.page}` : url },
    openGraph: {
      type: 'website',
      url,
      title,
      description,
      siteName: tenant.name,
      images: settings.logo ? [absoluteUrl(settings.logo)] : undefined,
    },
    // Search results are many URLs of one list: crawl through them, index the list itself.
    robots: query.search || query.location || query.category ? { index: false, follow: true } : undefined,
  };
}

/** The public job board: server-rendered, search and filters by plain GET, no JavaScript needed. */
export default async function PublicJobsPage({ params, searchParams }: Props) {
  const [{ company }, sp] = await Promise.all([params, searchParams]);
  const { tenant, settings } = await loadJobBoard(company);
  const query = parseListQuery(sp);
  const [[result, facets], texts, t] = await Promise.all([
    boardListing(publicPage().db, tenant.id, query),
    jobTexts(),
    getTranslations('publicJobs.list'),
  ]);
  const pages = Math.max(1, Math.ceil(result.total / result.perPage));
  const filtered = Boolean(query.search || query.location || query.category);
  return (
    <PublicShell
      language={
        <LanguageForm
          action={jobsPath(tenant.slug)}
          query={{
            search: query.search,
            location: query.location,
            category: query.category,
            page: query.page > 1 ? String(query.page) : undefined,
          }}
        />
      }
      brand={brandOf(tenant, settings)}
      home={jobsPath(tenant.slug)}
    >
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('title', { company: tenant.name })}</h1>
      <div className="mt-5">
        <JobFilters action={jobsPath(tenant.slug)} query={query} facets={facets} />
      </div>
      <p className="mt-6 text-sm font-medium text-slate-700">{t('count', { count: result.total })}</p>
      {result.rows.length ? (
        <ul className="mt-3 space-y-3">
          {result.rows.map((job) => (
            <JobListItem
              key={job.id}
              job={job}
              href={jobPath(tenant.slug, job.id)}
              texts={texts}
              postedLabel={t('posted', { date: texts.date(job.publishedAt) })}
            />
          ))}
        </ul>
      ) : (
        <div className="mt-3">
          <EmptyState title={filtered ? t('noMatchTitle') : t('emptyTitle')} body={filtered ? t('noMatchBody') : t('emptyBody')} />
        </div>
      )}
      <JobPager page={query.page} pages={pages} hrefFor={(p) => jobsListHref(tenant.slug, query, p)} />
    </PublicShell>
  );
}
