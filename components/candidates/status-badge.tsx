'use client';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { useStatusName } from '@/components/statuses/use-status-name';
import type { StatusRef } from '@/lib/candidates/schema';

/** A configurable status with its colour; no status reads "No status". */
export function StatusBadge({ status }: { status: StatusRef | null }) {
  const t = useTranslations('candidates.common');
  const statusName = useStatusName();
  return status ? <Badge color={status.color}>{statusName(status.name)}</Badge> : <Badge>{t('noStatus')}</Badge>;
}
