'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { FormFrame, MoveButtons, moveItem, same } from './form-bits';
import type { ScreenProps, StepKey } from './journey-data';

/** `list`: the journey's steps in the order the app shows them, each switched on or off. */
export function StepsForm({ value, busy, onSave }: ScreenProps<'list'>) {
  const t = useTranslations('mobileApp');
  const [steps, setSteps] = useState(value.steps);
  const name = (key: StepKey) => t(`stepNames.${key}`);
  const toggle = (key: StepKey, enabled: boolean) => setSteps((s) => s.map((x) => (x.key === key ? { ...x, enabled } : x)));
  return (
    <FormFrame
      label={t('screens.list')}
      dirty={!same(steps, value.steps)}
      busy={busy}
      onSave={() => void onSave({ steps })}
      onReset={() => setSteps(value.steps)}
    >
      <p className="text-sm text-slate-700">{t('list.intro')}</p>
      <ol className="divide-y divide-slate-200 rounded-md border border-slate-200">
        {steps.map((step, i) => (
          <li key={step.key} className="flex items-center justify-between gap-3 px-3 py-2">
            <span className="flex items-center gap-3">
              <span className="w-6 text-sm tabular-nums text-slate-600" aria-hidden="true">
                {i + 1}.
              </span>
              <Checkbox
                label={t('list.show', { name: name(step.key) })}
                checked={step.enabled}
                onChange={(e) => toggle(step.key, e.target.checked)}
              />
            </span>
            <MoveButtons
              index={i}
              count={steps.length}
              name={name(step.key)}
              onMove={(from, to) => setSteps((s) => moveItem(s, from, to))}
            />
          </li>
        ))}
      </ol>
    </FormFrame>
  );
}
