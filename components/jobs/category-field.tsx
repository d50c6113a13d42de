'use client';
import { useTranslations } from 'next-intl';
import { useFormContext } from 'react-hook-form';
import useSWR from 'swr';
import { selectClass } from '@/components/ui/controls';
import { FormField } from '@/components/ui/form/form-field';
import { getMain } from '@/lib/browser/api';
import type { ListResponse } from '@/lib/browser/lists';
import type { JobCategory } from '@/lib/catalog/types';

/**
 * The job's category, chosen from the tenant's job categories (admin settings → jobs) with the chosen
 * one's skills shown as hints. A job whose category is no longer listed keeps it until changed.
 */
export function CategoryField() {
  const t = useTranslations('jobs');
  const tc = useTranslations('catalog.jobForm');
  const value = String(useFormContext().watch('category') ?? '');
  const { data, isLoading } = useSWR<ListResponse<JobCategory>>('job-categories', getMain, { revalidateOnFocus: false });
  const categories = data?.data ?? [];
  const chosen = categories.find((c) => c.name === value);
  const hint = chosen?.skills.length
    ? tc('skills', { skills: chosen.skills.map((s) => s.name).join(', ') })
    : !isLoading && categories.length === 0
      ? tc('noCategories')
      : undefined;
  return (
    <FormField name="category" label={t('fields.category')} hint={hint} controlled>
      {(p) => (
        <select {...p} className={selectClass} aria-busy={isLoading || undefined}>
          <option value="">{tc('none')}</option>
          {categories.map((c) => (
            <option key={c._id} value={c.name}>
              {c.name}
            </option>
          ))}
          {value && !chosen ? <option value={value}>{isLoading ? value : tc('unlisted', { name: value })}</option> : null}
        </select>
      )}
    </FormField>
  );
}
