'use client';
import { useTranslations } from 'next-intl';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { TicketPriority, TicketStatus } from '@/lib/helpdesk/types';

// The word carries the meaning; the tint only helps scanning a long list.
const STATUS_TONE: Record<TicketStatus, BadgeTone> = { open: 'info', pending: 'warning', resolved: 'success', closed: 'neutral' };
const PRIORITY_TONE: Record<TicketPriority, BadgeTone> = { low: 'neutral', normal: 'neutral', high: 'warning', urgent: 'danger' };

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const t = useTranslations('supportCenter.status');
  return <Badge tone={STATUS_TONE[status]}>{t(status)}</Badge>;
}

export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  const t = useTranslations('supportCenter.priority');
  return <Badge tone={PRIORITY_TONE[priority]}>{t(priority)}</Badge>;
}
