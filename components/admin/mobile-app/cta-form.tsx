'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Field, Input } from '@/components/ui/input';
import { FormFrame, same } from './form-bits';
import { isHttpsUrl, LIMITS, type ScreenProps } from './journey-data';

/** `custom-cta`: a button label and the https page it opens; both or neither. */
export function CtaForm({ value, busy, onSave }: ScreenProps<'custom_cta'>) {
  const t = useTranslations('mobileApp');
  const [label, setLabel] = useState(value.label);
  const [url, setUrl] = useState(value.url);
  const next = { label: label.trim(), url: url.trim() };
  const labelError =
    next.label.length > LIMITS.ctaLabel ? t('tooLong', { max: LIMITS.ctaLabel }) : !next.label && next.url ? t('cta.labelRequired') : null;
  const urlError = next.url && !isHttpsUrl(next.url) ? t('cta.invalidUrl') : next.label && !next.url ? t('cta.urlRequired') : null;
  return (
    <FormFrame
      label={t('screens.custom-cta')}
      dirty={!same(next, value)}
      valid={!labelError && !urlError}
      busy={busy}
      onSave={() => void onSave(next)}
      onReset={() => {
        setLabel(value.label);
        setUrl(value.url);
      }}
    >
      <Field label={t('cta.label')} error={labelError}>
        {(p) => <Input {...p} name="cta_label" value={label} onChange={(e) => setLabel(e.target.value)} />}
      </Field>
      <Field label={t('cta.url')} error={urlError} hint={t('cta.urlHint')}>
        {(p) => (
          <Input
            {...p}
            name="cta_url"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
        )}
      </Field>
    </FormFrame>
  );
}
