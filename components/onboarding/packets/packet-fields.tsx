'use client';
import { useTranslations } from 'next-intl';
import { Field, Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

export type PacketForm = { name: string; description: string };

/** Name and description of a packet: the new-packet dialog and the editor share them. */
export function PacketFields({
  value,
  errors,
  onChange,
}: {
  value: PacketForm;
  errors: Record<string, string>;
  onChange: (patch: Partial<PacketForm>) => void;
}) {
  const t = useTranslations('onboarding.packets');
  return (
    <>
      <Field label={t('name')} error={errors.name}>
        {(p) => <Input {...p} value={value.name} maxLength={120} required onChange={(e) => onChange({ name: e.target.value })} />}
      </Field>
      <Field label={t('description')} error={errors.description} hint={t('descriptionHint')}>
        {(p) => (
          <Textarea
            {...p}
            rows={2}
            value={value.description}
            maxLength={2000}
            onChange={(e) => onChange({ description: e.target.value })}
          />
        )}
      </Field>
    </>
  );
}
