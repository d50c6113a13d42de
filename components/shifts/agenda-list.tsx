'use client';
import { useTranslations } from 'next-intl';
import type { PlacedShift } from '@/lib/shifts-board/group';
import { useShiftFormat } from './format';
import { ShiftCard } from './shift-card';

/** The week as a list of days: the view for narrow windows, and for anyone who prefers reading down. */
export function AgendaList({
  days,
  today,
  onOpen,
  label,
}: {
  days: { day: string; shifts: PlacedShift[] }[];
  today: string;
  onOpen: (s: PlacedShift) => void;
  /** The tenant's word for shifts: a renamed one is not inflected, so its count reads "Gigs: 3". */
  label?: { plural: string; renamed?: boolean };
}) {
  const t = useTranslations('shiftsBoard.agenda');
  const f = useShiftFormat();
  return (
    <div className="space-y-5">
      {days.map(({ day, shifts }) => (
        <section key={day} aria-labelledby={`agenda-${day}`}>
          <h2 id={`agenda-${day}`} className="mb-2 text-sm font-semibold text-slate-900">
            {f.longDate(day)}
            {day === today ? <span className="ms-2 rounded bg-brand-2 px-1.5 py-0.5 text-xs text-on-brand-2">{t('today')}</span> : null}
            <span className="ms-2 font-normal text-slate-700">
              {label?.renamed ? t('countNamed', { label: label.plural, count: shifts.length }) : t('count', { count: shifts.length })}
            </span>
          </h2>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {shifts.map((s) => (
              <li key={s._id}>
                <ShiftCard shift={s} onOpen={onOpen} showLocation />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
