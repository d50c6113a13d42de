'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { WhoIsWorkingRow } from '@/lib/timesheets/types';
import { useFormatters } from './format';
import { useElapsedMinutes } from './use-elapsed';

const BADGE = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium';

/** The worker's name; it opens their timesheet, the detail screen that already exists. */
export function WorkerName({ row }: { row: WhoIsWorkingRow }) {
  return row.timesheet_id ? (
    <Link
      href={`/timesheets/view/${row.timesheet_id}`}
      className="underline decoration-slate-400 underline-offset-2 hover:decoration-slate-900"
    >
      {row.worker_name}
    </Link>
  ) : (
    row.worker_name
  );
}

/** Time on the clock, ticking each minute without a refetch. */
export function Elapsed({ row, clockOffsetMs }: { row: WhoIsWorkingRow; clockOffsetMs: number }) {
  const f = useFormatters();
  const minutes = useElapsedMinutes(row.clock_in, clockOffsetMs, row.elapsed_minutes);
  return (
    <time dateTime={`PT${Math.floor(minutes / 60)}H${minutes % 60}M`} data-testid="elapsed">
      {f.elapsed(minutes)}
    </time>
  );
}

/** Late, on break, or on time (for a scheduled shift). */
export function WorkerStatus({ row }: { row: WhoIsWorkingRow }) {
  const t = useTranslations('whosWorking.board');
  const te = useTranslations('whosWorking.exceptions');
  const f = useFormatters();
  const exceptions = row.exceptions ?? [];
  return (
    <span className="flex flex-wrap gap-1">
      {/* Open punch exceptions of the card (lib/punches), e.g. "Outside geofence". */}
      {exceptions.map((kind) => (
        <span key={kind} className={`${BADGE} bg-red-100 text-red-900`} data-testid="punch-exception">
          {te(`kinds.${kind}`)}
        </span>
      ))}
      {row.late_minutes > 0 ? (
        <span className={`${BADGE} bg-amber-100 text-amber-900`}>{t('late', { minutes: f.count(row.late_minutes) })}</span>
      ) : null}
      {row.on_break ? <span className={`${BADGE} bg-sky-100 text-sky-900`}>{t('onBreak')}</span> : null}
      {row.late_minutes <= 0 && !row.on_break && row.shift_id && !exceptions.length ? (
        <span className="text-xs text-slate-700">{t('onTime')}</span>
      ) : null}
    </span>
  );
}
