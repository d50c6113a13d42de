'use client';
import { useTranslations } from 'next-intl';
import { FormField } from '@/components/ui/form/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

/** Name and description of a packet, inside a kit form: the new-packet dialog and the editor share them. */
export function PacketFields() {
  const t = useTranslations('onboarding.packets');
  return (
    <>
      <FormField name="name" label={t('name')}>
        {(p) => <Input {...p} maxLength={120} required />}
      </FormField>
      <FormField name="description" label={t('description')} hint={t('descriptionHint')}>
        {(p) => <Textarea {...p} rows={2} maxLength={2000} />}
      </FormField>
    </>
  );
}
