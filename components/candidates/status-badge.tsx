'use client';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { StatusRef } from '@/lib/candidates/types';

/** A configurable status with its colour; no status reads "No status". */
export function StatusBadge({ status }: { status: StatusRef | null }) {
  const t = useTranslations('candidates.common');
  return status ? <Badge color={status.color}>{status.name}</Badge> : <Badge>{t('noStatus')}</Badge>;
}
