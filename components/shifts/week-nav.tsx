'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { control } from '@/components/ui/controls';
import { isDay } from '@/lib/schema-kit/days';
import { addDays, mondayOf } from '@/lib/shifts-board/days';
import type { BoardView } from './url-state';

/** Previous / this week / next, a date to jump to, and the board/agenda switch. */
export function WeekNav({
  week,
  today,
  label,
  view,
  onWeek,
  onView,
}: {
  week: string;
  today: string;
  label: string;
  view: BoardView;
  onWeek: (monday: string) => void;
  onView: (v: BoardView) => void;
}) {
  const t = useTranslations('shiftsBoard.week');
  const thisWeek = mondayOf(today);
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <div role="group" aria-label={t('label')} className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => onWeek(addDays(week, -7))} aria-label={t('previous')}>
          <span aria-hidden className="inline-block rtl:rotate-180">
            ‹
          </span>
        </Button>
        <Button variant="outline" size="sm" onClick={() => onWeek(thisWeek)} disabled={week === thisWeek}>
          {t('thisWeek')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => onWeek(addDays(week, 7))} aria-label={t('next')}>
          <span aria-hidden className="inline-block rtl:rotate-180">
            ›
          </span>
        </Button>
        <h2 aria-live="polite" className="ms-1 text-base font-semibold text-slate-900">
          {label}
        </h2>
        <label className="sr-only" htmlFor="shifts-week-jump">
          {t('jump')}
        </label>
        <input
          id="shifts-week-jump"
          type="date"
          value={week}
          className={control}
          onChange={(e) => {
            if (isDay(e.target.value)) onWeek(mondayOf(e.target.value));
          }}
        />
      </div>
      <div role="group" aria-label={t('view')} className="inline-flex rounded-md border border-slate-300 bg-white p-0.5">
        {(['board', 'agenda'] as const).map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            onClick={() => onView(v)}
            className="rounded px-3 py-1 text-sm font-medium text-slate-700 aria-pressed:bg-brand aria-pressed:text-on-brand focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/50"
          >
            {t(v)}
          </button>
        ))}
      </div>
    </div>
  );
}
