import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { JobListQuery } from '@/lib/public-jobs/schema';
import { selectClass } from '@/components/ui/controls';

type Facets = { locations: { value: string; label: string }[]; categories: string[] };

const LABEL = 'block text-sm font-medium text-slate-800';

/** A plain GET form: search and filters work without JavaScript and every result page has its own URL. */
export async function JobFilters({ action, query, facets }: { action: string; query: JobListQuery; facets: Facets }) {
  const t = await getTranslations('publicJobs.list');
  const filtered = Boolean(query.search || query.location || query.category);
  return (
    <form
      method="get"
      action={action}
      role="search"
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
    >
      <div className="space-y-1.5">
        <label htmlFor="job-search" className={LABEL}>
          {t('searchLabel')}
        </label>
        <Input
          id="job-search"
          type="search"
          name="search"
          defaultValue={query.search ?? ''}
          placeholder={t('searchPlaceholder')}
          maxLength={100}
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor="job-location" className={LABEL}>
          {t('locationLabel')}
        </label>
        <select id="job-location" name="location" defaultValue={query.location ?? ''} className={selectClass}>
          <option value="">{t('anyLocation')}</option>
          {facets.locations.map((l) => (
            <option key={l.value} value={l.value}>
              {l.label}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1.5">
        <label htmlFor="job-category" className={LABEL}>
          {t('categoryLabel')}
        </label>
        <select id="job-category" name="category" defaultValue={query.category ?? ''} className={selectClass}>
          <option value="">{t('anyCategory')}</option>
          {facets.categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit" className="w-full sm:w-auto">
          {t('submit')}
        </Button>
        {filtered ? (
          <a href={action} className="whitespace-nowrap text-sm font-medium text-slate-800 underline">
            {t('reset')}
          </a>
        ) : null}
      </div>
    </form>
  );
}
