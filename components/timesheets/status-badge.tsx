'use client';
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/cn';
import type { TimesheetStatus } from '@/lib/timesheets/types';

// Text on tinted backgrounds at 700+ weight for contrast; the word carries the meaning, colour only helps.
const TONE: Record<TimesheetStatus, string> = {
  pending: 'bg-slate-100 text-slate-800 ring-slate-300',
  submitted: 'bg-amber-50 text-amber-900 ring-amber-300',
  approved: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  rejected: 'bg-red-50 text-red-900 ring-red-300',
};
const DOT: Record<TimesheetStatus, string> = {
  pending: 'bg-slate-500',
  submitted: 'bg-amber-500',
  approved: 'bg-emerald-600',
  rejected: 'bg-red-600',
};

export function StatusBadge({ status, testId }: { status: TimesheetStatus; testId?: string }) {
  const t = useTranslations('timesheets');
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        TONE[status],
      )}
    >
      <span aria-hidden className={cn('h-1.5 w-1.5 rounded-full', DOT[status])} />
      <span data-testid={testId}>{t(`status.${status}`)}</span>
    </span>
  );
}

/** A flag beside the status (locked, invoiced, ...), always spelled out. */
export function Flag({ label, tone = 'slate' }: { label: string; tone?: 'slate' | 'blue' | 'violet' }) {
  const tones = { slate: 'bg-slate-100 text-slate-800', blue: 'bg-sky-50 text-sky-900', violet: 'bg-violet-50 text-violet-900' };
  return <span className={cn('inline-flex whitespace-nowrap rounded px-1.5 py-0.5 text-xs font-medium', tones[tone])}>{label}</span>;
}
