import { METRICS } from '@/lib/activity-report/types';

const block = 'animate-pulse rounded-lg border border-slate-200 bg-slate-100';

/** Grey shapes where the cards, chart and tables will be, so the first load does not jump. */
export function ReportSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="space-y-6" data-testid="report-skeleton">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {METRICS.map((m) => (
          <div key={m} className={`${block} h-28`} />
        ))}
      </div>
      <div className={`${block} h-80`} />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className={`${block} h-48`} />
        <div className={`${block} h-48`} />
      </div>
    </div>
  );
}
