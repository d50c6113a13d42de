'use client';
import useSWR from 'swr';
import { getMain } from '@/components/jobs/api';
import { useStatusOptions } from '@/components/statuses/use-status-options';
import type { JobRow } from '@/lib/jobs/types';

/** Jobs offered in the job filter and pickers: the first 100 by title (all states). */
const JOB_OPTIONS_KEY = 'jobs?per_page=100&sort=title';

/** What the application selects offer: statuses and sources (configurable), and jobs. */
export function useApplicationOptions() {
  const statuses = useStatusOptions('application').options;
  const sources = useStatusOptions('application_source').options;
  const { data } = useSWR<{ data: JobRow[] }>(JOB_OPTIONS_KEY, getMain, { revalidateOnFocus: false });
  return { statuses, sources, jobs: data?.data ?? [] };
}
