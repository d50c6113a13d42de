'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { AssignmentStatus } from '@/lib/onboarding/constants';

const TONES: Record<AssignmentStatus, BadgeTone> = { pending: 'info', completed: 'success', overdue: 'danger' };

export function AssignmentStatusBadge({ status }: { status: AssignmentStatus }) {
  const t = useTranslations('onboarding.status');
  return <Badge tone={TONES[status]}>{t(status)}</Badge>;
}

/** done of total as a real progressbar, with the numbers written beside it. */
export function ProgressBar({ done, total }: { done: number; total: number }) {
  const t = useTranslations('onboarding.assignments');
  const format = useFormatter();
  const pct = total > 0 ? Math.round((done / total) * 100) : 0;
  const text = t('progress', { done: format.number(done), total: format.number(total) });
  return (
    <div className="flex items-center gap-2">
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
        aria-label={t('progressLabel')}
        className="h-2 w-24 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand" style={{ width: `${pct}%` }} />
      </div>
      <span className="whitespace-nowrap text-xs text-slate-700">{text}</span>
    </div>
  );
}
