'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { control } from '@/components/ui/controls';
import { Field } from '@/components/ui/input';
import { addDays, MAX_PERIOD_DAYS, matchingPreset, PRESETS, type Period, type Preset } from '@/lib/activity-report/period';
import { draftProblem, type DraftPeriod } from './url-state';

type Props = { period: Period; today: string; onPreset: (p: Preset) => void; onPeriod: (p: Period) => void };

/**
 * Presets and two date inputs. The inputs keep their own draft so a half-typed or backwards range
 * shows an inline error instead of being fetched; a valid one is committed at once.
 */
export function PeriodPicker({ period, today, onPreset, onPeriod }: Props) {
  const t = useTranslations('activityReport.period');
  const [draft, setDraft] = useState<DraftPeriod>(period);
  const [shown, setShown] = useState(period);
  // A preset or the back button changed the period: the inputs follow (React's "adjust state on prop change").
  if (shown.from !== period.from || shown.to !== period.to) {
    setShown(period);
    setDraft(period);
  }
  const problem = draftProblem(draft);
  const pressed = matchingPreset(period, today);

  function edit(patch: Partial<DraftPeriod>) {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (!draftProblem(next)) onPeriod(next);
  }

  return (
    <fieldset className="flex flex-wrap items-end gap-x-4 gap-y-3">
      <legend className="mb-2 text-sm font-medium text-slate-800">{t('label')}</legend>
      <div role="group" aria-label={t('presetsLabel')} className="flex flex-wrap gap-2">
        {PRESETS.map((p) => (
          <Button
            key={p}
            type="button"
            size="sm"
            variant={pressed === p ? 'primary' : 'outline'}
            aria-pressed={pressed === p}
            onClick={() => onPreset(p)}
          >
            {t(`presets.${p}`)}
          </Button>
        ))}
      </div>
      <div className="flex flex-wrap items-start gap-3">
        <div className="w-40">
          <Field label={t('from')} error={problem ? t(problem, { max: MAX_PERIOD_DAYS }) : null}>
            {(p) => (
              <input
                {...p}
                type="date"
                name="from"
                value={draft.from}
                max={draft.to || today}
                className={`${control} w-full`}
                onChange={(e) => edit({ from: e.target.value })}
              />
            )}
          </Field>
        </div>
        <div className="w-40">
          <Field label={t('to')}>
            {(p) => (
              <input
                {...p}
                type="date"
                name="to"
                value={draft.to}
                min={draft.from || undefined}
                max={draft.from ? addDays(draft.from, MAX_PERIOD_DAYS - 1) : undefined}
                aria-invalid={Boolean(problem)}
                className={`${control} w-full`}
                onChange={(e) => edit({ to: e.target.value })}
              />
            )}
          </Field>
        </div>
      </div>
    </fieldset>
  );
}
