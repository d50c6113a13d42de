'use client';
import { useTranslations } from 'next-intl';
import { reasonParams } from '@/lib/punches/exceptions';
import type { TimecardException } from '@/lib/punches/schema';

/** An exception's reason in the reader's language ("Outside geofence: clocked in 420 m from the site (limit 150 m)"). */
export function useReason() {
  const t = useTranslations('timesheets.exceptions');
  return (e: Pick<TimecardException, 'kind' | 'detail'>) => t(`reasons.${e.kind}`, reasonParams(e.kind, e.detail));
}
