'use client';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { daysSummary } from '@/lib/work-requests/days-summary';

type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The weekdays and number of days a request's repeat picked, in the reader's language (null: every day). */
export function useDaysSummary(): (workDates: readonly string[] | null | undefined) => string | null {
  const t = useTranslations('workRequests');
  return useCallback(
    (workDates) =>
      daysSummary(workDates, {
        weekday: (d) => t(`weekdays.${d as IsoWeekday}`),
        summary: (weekdays, count) => t('daysSummary', { weekdays, count }),
      }),
    [t],
  );
}
