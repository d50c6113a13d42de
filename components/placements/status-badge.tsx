'use client';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { PlacementStatus } from '@/lib/placements/constants';

export function PlacementStatusBadge({ status }: { status: PlacementStatus }) {
  const t = useTranslations('placements.status');
  return <Badge tone={status === 'active' ? 'success' : 'neutral'}>{t(status)}</Badge>;
}
