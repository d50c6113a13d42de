'use client';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { Field } from '@/components/ui/input';
import { getMain } from '@/lib/browser/api';
import type { ListResponse } from '@/lib/browser/lists';
import type { JobCategory } from '@/lib/catalog/types';

/**
 * The job's category, chosen from the tenant's job categories (admin settings → jobs) with the chosen
 * one's skills shown as hints. A job whose category is no longer listed keeps it until changed.
 */
export function CategoryField({ value, error, selectClass, onChange }: { value: string; error?: string; selectClass: string; onChange: (v: string) => void }) {
  const t = useTranslations('jobs');
  const tc = useTranslations('catalog.jobForm');
  const { data, isLoading } = useSWR<ListResponse<JobCategory>>('job-categories', getMain, { revalidateOnFocus: false });
  const categories = data?.data ?? [];
  const chosen = categories.find((c) => c.name === value);
  const hint = chosen?.skills.length ? tc('skills', { skills: chosen.skills.map((s) => s.name).join(', ') })
    : !isLoading && categories.length === 0 ? tc('noCategories') : undefined;
  return (
    <Field label={t('fields.category')} error={error} hint={hint}>
      {(p) => (
        <select {...p} value={value} className={selectClass} aria-busy={isLoading || undefined} onChange={(e) => onChange(e.target.value)}>
          <option value="">{tc('none')}</option>
          {categories.map((c) => <option key={c._id} value={c.name}>{c.name}</option>)}
          {value && !chosen ? <option value={value}>{isLoading ? value : tc('unlisted', { name: value })}</option> : null}
        </select>
      )}
    </Field>
  );
}
