'use client';
import { useTranslations } from 'next-intl';
import { Field, Input } from '@/components/ui/input';
import type { DraftStop } from './draft';

/** What a stop is called in labels: its own name, its location's, or `unnamed`. */
export const stopName = (stop: DraftStop, unnamed: string) => stop.label.trim() || stop.location_name || unnamed;

/**
 * One stop inside its sortable row: its number, its name (a location stop may leave it blank to use the
 * location's name) and arrival time.
 */
export function StopRow({
  stop,
  index,
  errors,
  onChange,
}: {
  stop: DraftStop;
  index: number;
  errors: { label?: string; time?: string; location?: string };
  onChange: (patch: Partial<Pick<DraftStop, 'label' | 'arrives_at'>>) => void;
}) {
  const t = useTranslations('transportRoutes.stops');
  const n = index + 1;
  return (
    <div className="flex items-start gap-3">
      <span
        aria-hidden
        className="mt-7 flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand text-xs font-semibold text-on-brand"
      >
        {n}
      </span>
      <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-[1fr_9rem]">
        <Field
          label={t('name', { n })}
          error={errors.label ?? errors.location}
          hint={stop.location_id ? t('locationHint', { company: stop.company_name ?? '—' }) : t('pickupHint')}
        >
          {(p) => (
            <Input
              {...p}
              value={stop.label}
              maxLength={120}
              placeholder={stop.location_name ?? ''}
              onChange={(e) => onChange({ label: e.target.value })}
            />
          )}
        </Field>
        <Field label={t('time')} error={errors.time}>
          {(p) => <Input {...p} type="time" value={stop.arrives_at} onChange={(e) => onChange({ arrives_at: e.target.value })} />}
        </Field>
      </div>
    </div>
  );
}
