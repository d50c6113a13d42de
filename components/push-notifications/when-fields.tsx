'use client';
import { useTranslations } from 'next-intl';
import { Field, Input } from '@/components/ui/input';
import { MAX_SCHEDULE_MS } from '@/lib/push-notifications/types';
import { toLocalInput, type Draft } from './compose-state';

/** Send now, or at a chosen time in the browser's zone (sent to the server as ISO with offset). */
export function WhenFields({
  when,
  sendAt,
  onChange,
  error,
}: {
  when: Draft['when'];
  sendAt: string;
  onChange: (c: Partial<Draft>) => void;
  error: string | null;
}) {
  const t = useTranslations('pushNotifications.compose');
  const now = new Date();
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">{t('when')}</legend>
      <div className="flex flex-wrap gap-4">
        {(['now', 'later'] as const).map((w) => (
          <label key={w} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="push-when"
              value={w}
              checked={when === w}
              className="h-4 w-4 text-brand"
              onChange={() =>
                onChange({ when: w, sendAt: w === 'later' && !sendAt ? toLocalInput(new Date(now.getTime() + 3_600_000)) : sendAt })
              }
            />
            {t(w)}
          </label>
        ))}
      </div>
      {when === 'later' ? (
        <Field label={t('sendAt')} error={error}>
          {(p) => (
            <Input
              {...p}
              type="datetime-local"
              value={sendAt}
              min={toLocalInput(now)}
              max={toLocalInput(new Date(now.getTime() + MAX_SCHEDULE_MS))}
              onChange={(e) => onChange({ sendAt: e.target.value })}
            />
          )}
        </Field>
      ) : null}
    </fieldset>
  );
}
