'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { WorkerStatusCode } from '@/lib/timesheets/worker-status';
import type { WhoIsWorkingRow } from '@/lib/timesheets/schema';
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

const STATUS_STYLE: Record<WorkerStatusCode, string> = {
  outside_fence: 'bg-red-100 text-red-900',
  late: 'bg-amber-100 text-amber-900',
  on_break: 'bg-sky-100 text-sky-900',
  no_shift: 'bg-slate-100 text-slate-800',
  on_shift: 'bg-emerald-100 text-emerald-900',
  clocked_out: 'bg-slate-100 text-slate-800',
};

/**
 * The server's one status (lib/timesheets/whos-working.ts boardStatus) as a worded badge, never colour alone
 * and never blank, then any other open punch exception of the card (outside_fence is the status itself).
 */
export function WorkerStatus({ row }: { row: WhoIsWorkingRow }) {
  const t = useTranslations('whosWorking.board');
  const te = useTranslations('whosWorking.exceptions');
  const f = useFormatters();
  const others = (row.exceptions ?? []).filter((kind) => kind !== 'outside_fence');
  return (
    <span className="flex flex-wrap gap-1">
      <span className={`${BADGE} ${STATUS_STYLE[row.status]}`} data-testid="worker-status" data-status={row.status}>
        {row.status === 'late' ? t('late', { minutes: f.count(row.late_minutes) }) : t(`statuses.${row.status}`)}
      </span>
      {others.map((kind) => (
        <span key={kind} className={`${BADGE} bg-red-100 text-red-900`} data-testid="punch-exception">
          {te(`kinds.${kind}`)}
        </span>
      ))}
    </span>
  );
}
