'use client';
import { useTranslations } from 'next-intl';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { NotificationStatus } from '@/lib/push-notifications/types';

const TONE: Record<NotificationStatus, BadgeTone> = {
  draft: 'neutral',
  scheduled: 'info',
  sending: 'warning',
  sent: 'success',
  cancelled: 'neutral',
  failed: 'danger',
};

export function PushStatusBadge({ status }: { status: NotificationStatus }) {
  const t = useTranslations('pushNotifications.status');
  return <Badge tone={TONE[status]}>{t(status)}</Badge>;
}
