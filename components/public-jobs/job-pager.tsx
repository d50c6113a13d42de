import { getTranslations } from 'next-intl/server';

/** Previous/next as links (no JavaScript), keeping the search and filters of the current URL. */
export async function JobPager({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  if (pages <= 1) return null;
  const t = await getTranslations('publicJobs.list');
  const link = 'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50';
  return (
    <nav aria-label={t('pagination')} className="mt-6 flex items-center justify-between gap-3">
      {page > 1 ? (
        <a href={hrefFor(page - 1)} rel="prev" className={link}>
          {t('previous')}
        </a>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-700">{t('pageOf', { page, pages })}</p>
      {page < pages ? (
        <a href={hrefFor(page + 1)} rel="next" className={link}>
          {t('next')}
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
