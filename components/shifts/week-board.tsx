'use client';
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/cn';
import type { BoardRow, PlacedShift } from '@/lib/shifts-board/group';
import { useShiftFormat } from './format';
import { ShiftCard } from './shift-card';
import type { WeekDays } from '@/lib/shifts-board/days';

/**
 * The week as a table: a column per day, a row per location (its name is the row header, so a screen
 * reader announces "Dock B, Wednesday" on every cell). Times are the location's own.
 */
export function WeekBoard({
  rows,
  days,
  today,
  weekLabel,
  onOpen,
}: {
  rows: BoardRow[];
  days: WeekDays;
  today: string;
  weekLabel: string;
  onOpen: (s: PlacedShift) => void;
}) {
  const t = useTranslations('shiftsBoard.board');
  const f = useShiftFormat();
  // The zone's name as it is that week (summer or winter time), not as it is today.
  const midweek = new Date(`${days[3]}T12:00:00Z`);
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full min-w-[960px] table-fixed border-collapse text-sm">
        <caption className="sr-only">{t('caption', { week: weekLabel })}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="w-48 px-3 py-2 text-start font-semibold text-slate-700">
              {t('location')}
            </th>
            {days.map((d) => (
              <th
                key={d}
                scope="col"
                aria-current={d === today ? 'date' : undefined}
                className={cn('px-2 py-2 text-start font-semibold text-slate-700', d === today && 'bg-brand-2 text-on-brand-2')}
              >
                <span className="block">{f.weekday(d)}</span>
                <span className="block text-xs font-normal">{f.shortDate(d)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.locationId}>
              <th scope="row" className="px-3 py-2 text-start align-top font-normal">
                <span className="block font-semibold text-slate-900">{row.locationName}</span>
                <span className="block text-xs text-slate-700">{row.companyName}</span>
                <span className="block text-xs text-slate-600">{t('zone', { zone: f.zone(row.timeZone, midweek) })}</span>
              </th>
              {days.map((d) => {
                const cell = row.cells[d] ?? []; // a board row has a cell for every day of its week
                return (
                  <td key={d} className={cn('px-1.5 py-1.5 align-top', d === today && 'bg-slate-50')}>
                    {cell.length ? (
                      <ul className="space-y-1.5">
                        {cell.map((s) => (
                          <li key={s._id}>
                            <ShiftCard shift={s} onOpen={onOpen} />
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <span className="sr-only">{t('noShifts')}</span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
