'use client';
import { useApi } from '@/lib/browser/typed-api';
import { jobsRoutes } from '@/lib/contracts/routes/jobs';
import { useStatusOptions } from '@/components/statuses/use-status-options';

/** Jobs offered in the job filter and pickers: the first 100 by title (all states). */
const JOB_OPTIONS = { query: { per_page: 100, sort: 'title' } } as const;

/** The application statuses in order (configurable). */
export const useApplicationStatuses = () => useStatusOptions('application').options;

/** What the application selects offer: statuses and sources (configurable), and jobs. */
export function useApplicationOptions() {
  const statuses = useStatusOptions('application').options;
  const sources = useStatusOptions('application_source').options;
  const { data } = useApi(jobsRoutes.list, JOB_OPTIONS, { revalidateOnFocus: false });
  return { statuses, sources, jobs: data?.data ?? [] };
}
