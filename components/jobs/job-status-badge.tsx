'use client';
import { useTranslations } from 'next-intl';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { JobStatus } from '@/lib/jobs/types';

const TONE: Record<JobStatus, BadgeTone> = { open: 'success', draft: 'warning', closed: 'neutral' };

export function JobStatusBadge({ status }: { status: JobStatus }) {
  const t = useTranslations('jobs.status');
  return <Badge tone={TONE[status]}>{t(status)}</Badge>;
}
