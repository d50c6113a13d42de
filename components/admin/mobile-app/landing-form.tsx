'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Field, Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { FormFrame, same } from './form-bits';
import { LIMITS, type ScreenProps } from './journey-data';

/** `landing-page`: the title and body text of the app's first page. */
export function LandingForm({ value, busy, onSave }: ScreenProps<'landing_page'>) {
  const t = useTranslations('mobileApp');
  const [title, setTitle] = useState(value.title);
  const [body, setBody] = useState(value.body);
  const next = { title: title.trim(), body: body.trim() };
  const titleError = next.title.length > LIMITS.title ? t('tooLong', { max: LIMITS.title }) : null;
  const bodyError = next.body.length > LIMITS.body ? t('tooLong', { max: LIMITS.body }) : null;
  return (
    <FormFrame
      label={t('screens.landing-page')}
      dirty={!same(next, value)}
      valid={!titleError && !bodyError}
      busy={busy}
      onSave={() => void onSave(next)}
      onReset={() => {
        setTitle(value.title);
        setBody(value.body);
      }}
    >
      <Field label={t('landing.title')} error={titleError}>
        {(p) => <Input {...p} name="title" value={title} onChange={(e) => setTitle(e.target.value)} />}
      </Field>
      <Field label={t('landing.body')} error={bodyError} hint={t('landing.bodyHint', { max: LIMITS.body })}>
        {(p) => <Textarea {...p} name="body" rows={8} value={body} onChange={(e) => setBody(e.target.value)} />}
      </Field>
    </FormFrame>
  );
}
