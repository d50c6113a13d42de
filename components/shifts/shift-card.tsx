'use client';
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/cn';
import type { PlacedShift } from '@/lib/shifts-board/group';
import { useShiftFormat } from './format';
import { ShiftStatusBadge } from './shift-status';

/** One shift: a button, so it is reachable by Tab and opens its details with Enter or Space. */
export function ShiftCard({
  shift,
  onOpen,
  showLocation = false,
}: {
  shift: PlacedShift;
  onOpen: (s: PlacedShift) => void;
  showLocation?: boolean;
}) {
  const t = useTranslations('shiftsBoard.card');
  const f = useShiftFormat();
  const time = f.timeRange(shift.starts_at, shift.ends_at, shift.timeZone);
  return (
    <button
      type="button"
      data-testid="shift-card"
      onClick={() => onOpen(shift)}
      className={cn(
        'w-full rounded-md border bg-white p-2 text-start text-xs shadow-sm transition hover:border-brand focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/50',
        shift.status === 'draft' ? 'border-dashed border-amber-400' : 'border-slate-200',
        shift.status === 'cancelled' && 'opacity-70',
      )}
    >
      <span className={cn('block font-semibold text-slate-900', shift.status === 'cancelled' && 'line-through')}>{time}</span>
      <span className="mt-0.5 block truncate text-slate-800">{shift.position}</span>
      {showLocation ? (
        <span className="block truncate text-slate-700">
          {shift.location_name} · {shift.company_name}
        </span>
      ) : null}
      <span className="mt-1 flex flex-wrap items-center justify-between gap-1">
        <span className="text-slate-700">
          {typeof shift.filled === 'number'
            ? t('filled', { filled: shift.filled, needed: shift.headcount })
            : t('needed', { count: shift.headcount })}
        </span>
        <ShiftStatusBadge status={shift.status} />
      </span>
    </button>
  );
}
