'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { control } from '@/components/ui/controls';
import { callApi } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import { useUnsavedWarning } from '@/lib/browser/use-unsaved-warning';
import { MAX_RANGES_PER_DAY, rangeProblems } from '@/lib/candidates/availability-schema';
import { WEEKDAYS, type TimeRange, type Weekday } from '@/lib/candidates/types';
import type { Availability, WeeklyAvailability } from '@/lib/candidates/schema';
import { candidatesRoutes } from '@/lib/contracts/routes/candidates';

type Draft = Record<Weekday, TimeRange[]>;
const draftOf = (w: WeeklyAvailability): Draft => Object.fromEntries(WEEKDAYS.map((d) => [d, w[d] ?? []])) as Draft;

/** v1 weekly grid: per weekday, any number of ranges (HH:mm). Overlaps and reversed ranges are flagged inline. */
export function WeeklyEditor({
  candidateId,
  weekly,
  onSaved,
}: {
  candidateId: string;
  weekly: WeeklyAvailability;
  onSaved: (a: Availability) => void;
}) {
  const t = useTranslations('candidates.availability');
  const tc = useTranslations('candidates.common');
  const { busy, run } = useAction();
  const [saved, setSaved] = useState(() => JSON.stringify(draftOf(weekly)));
  const [draft, setDraft] = useState<Draft>(() => draftOf(weekly));
  const problems = Object.fromEntries(WEEKDAYS.map((d) => [d, rangeProblems(draft[d])])) as Record<
    Weekday,
    ReturnType<typeof rangeProblems>
  >;
  const invalid = WEEKDAYS.some((d) => problems[d].size > 0);
  const dirty = JSON.stringify(draft) !== saved;
  useUnsavedWarning(dirty);

  const setDay = (day: Weekday, fn: (ranges: TimeRange[]) => TimeRange[]) => setDraft((d) => ({ ...d, [day]: fn(d[day]) }));

  async function save(e: FormEvent) {
    e.preventDefault();
    if (invalid) return;
    const res = await run(
      () => callApi(candidatesRoutes.saveWeekly, { params: { candidateId }, body: { weekly: draft } }),
      t('weeklySaved'),
    );
    if (!res) return;
    setSaved(JSON.stringify(draft));
    onSaved(res.data);
  }

  return (
    <form onSubmit={save} noValidate className="space-y-3">
      <div className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
        {WEEKDAYS.map((day) => (
          <fieldset key={day} className="grid gap-2 px-4 py-3 sm:grid-cols-[8rem_1fr]">
            <legend className="sr-only">{t(`days.${day}`)}</legend>
            <span aria-hidden className="pt-1.5 text-sm font-medium text-slate-900">
              {t(`days.${day}`)}
            </span>
            <div className="space-y-2">
              {draft[day].length === 0 ? <p className="pt-1.5 text-sm text-slate-600">{t('unavailableDay')}</p> : null}
              {draft[day].map((r, i) => {
                const problem = problems[day].get(i);
                const errorId = `weekly-${day}-${i}-error`;
                const edit = (patch: Partial<TimeRange>) => setDay(day, (rs) => rs.map((x, k) => (k === i ? { ...x, ...patch } : x)));
                return (
                  <div key={i} className="flex flex-wrap items-center gap-2">
                    <input
                      type="time"
                      aria-label={t('start', { day: t(`days.${day}`), n: i + 1 })}
                      value={r.start}
                      className={control}
                      aria-invalid={Boolean(problem)}
                      aria-describedby={problem ? errorId : undefined}
                      onChange={(e) => edit({ start: e.target.value })}
                    />
                    <span aria-hidden>–</span>
                    <input
                      type="time"
                      aria-label={t('end', { day: t(`days.${day}`), n: i + 1 })}
                      value={r.end}
                      className={control}
                      aria-invalid={Boolean(problem)}
                      aria-describedby={problem ? errorId : undefined}
                      onChange={(e) => edit({ end: e.target.value })}
                    />
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={t('removeRange', { day: t(`days.${day}`), n: i + 1 })}
                      onClick={() => setDay(day, (rs) => rs.filter((_, k) => k !== i))}
                    >
                      {tc('remove')}
                    </Button>
                    {problem ? (
                      <p id={errorId} role="alert" className="w-full text-sm text-red-700">
                        {t(`problems.${problem}`)}
                      </p>
                    ) : null}
                  </div>
                );
              })}
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={draft[day].length >= MAX_RANGES_PER_DAY}
                aria-label={t('addRangeTo', { day: t(`days.${day}`) })}
                onClick={() => setDay(day, (rs) => [...rs, { start: rs.at(-1)?.end ?? '09:00', end: '17:00' }])}
              >
                <span aria-hidden>+</span>
                {t('addRange')}
              </Button>
            </div>
          </fieldset>
        ))}
      </div>
      <Button type="submit" loading={busy} disabled={!dirty || invalid}>
        {t('saveWeekly')}
      </Button>
    </form>
  );
}
