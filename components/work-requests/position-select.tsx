'use client';
import { useTranslations } from 'next-intl';
import { Field } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

export type PositionOption = { id: string; name: string };

/** The option whose name is `name` (case and spacing aside): an order, request or shift typed before the list existed. */
export function positionIdOf(name: string, options: readonly PositionOption[]): string {
  const key = name.trim().toLowerCase();
  return options.find((o) => o.name.trim().toLowerCase() === key)?.id ?? '';
}

/**
 * The agency's positions (admin settings → job categories → positions) as one select, shared by the
 * shift request, the order and the public request form. The value is the position's id: the server
 * checks it against the tenant's list, so nothing typed by hand can slip past.
 */
export function PositionSelect({
  value,
  options,
  onChange,
  error,
}: {
  value: string;
  options: readonly PositionOption[];
  onChange: (id: string) => void;
  error?: string | null;
}) {
  const t = useTranslations('workRequests');
  return (
    <Field label={t('position')} error={error} hint={options.length ? undefined : t('noPositions')}>
      {(p) => (
        <Select
          {...p}
          value={value}
          onValueChange={onChange}
          placeholder={t('choosePosition')}
          disabled={options.length === 0}
          options={options.map((o) => ({ value: o.id, label: o.name }))}
        />
      )}
    </Field>
  );
}
