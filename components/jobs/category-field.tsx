'use client';
import { useTranslations } from 'next-intl';
import { useFormContext } from 'react-hook-form';
import { FormSelect } from '@/components/ui/form/form-select';
import { useApi } from '@/lib/browser/typed-api';
import { jobCategoriesRoutes } from '@/lib/contracts/routes/catalog';

/**
 * The job's category, chosen from the tenant's job categories (admin settings → jobs) with the chosen
 * one's skills shown as hints. A job whose category is no longer listed keeps it until changed.
 */
export function CategoryField() {
  const t = useTranslations('jobs');
  const tc = useTranslations('catalog.jobForm');
  const value = String(useFormContext().watch('category') ?? '');
  const { data, isLoading } = useApi(jobCategoriesRoutes.list, {}, { revalidateOnFocus: false });
  const categories = data?.data ?? [];
  const chosen = categories.find((c) => c.name === value);
  const hint = chosen?.skills.length
    ? tc('skills', { skills: chosen.skills.map((s) => s.name).join(', ') })
    : !isLoading && categories.length === 0
      ? tc('noCategories')
      : undefined;
  return (
    <FormSelect
      name="category"
      label={t('fields.category')}
      hint={hint}
      options={[
        { value: '', label: tc('none') },
        ...categories.map((c) => ({ value: c.name, label: c.name })),
        ...(value && !chosen ? [{ value, label: isLoading ? value : tc('unlisted', { name: value }) }] : []),
      ]}
    />
  );
}
