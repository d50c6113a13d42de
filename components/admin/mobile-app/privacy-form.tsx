'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { FormFrame } from './form-bits';
import { journeyFileUrl, policyId, type FileScreenProps } from './journey-data';

/** `privacy-policy`: the stored PDF (by id) and a replacement sent as the `privacy_policy_file` part. */
export function PrivacyForm({ companyId, value, busy, onSave }: FileScreenProps<'privacy_policy'>) {
  const t = useTranslations('mobileApp');
  const current = policyId(value);
  const [removed, setRemoved] = useState(false);
  // A new key clears the native file input on discard.
  const [inputKey, setInputKey] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const dirty = removed || file !== null;
  // The server writes an upload's id to `new_file`; the previous one is kept in `file` until replaced.
  const save = () => void onSave({ file: removed ? null : current, new_file: null }, file ? { privacy: file } : undefined);
  return (
    <FormFrame
      label={t('screens.privacy-policy')}
      dirty={dirty}
      busy={busy}
      onSave={save}
      onReset={() => {
        setRemoved(false);
        setFile(null);
        setInputKey((k) => k + 1);
      }}
    >
      <section aria-label={t('privacy.current')}>
        <h4 className="mb-2 text-sm font-semibold text-slate-800">{t('privacy.current')}</h4>
        {current && !removed ? (
          <p className="flex items-center gap-3 text-sm text-slate-800">
            <a href={journeyFileUrl(companyId, current)} className="text-brand-ink underline" target="_blank" rel="noopener noreferrer">
              {t('privacy.open')}
            </a>
            <Button type="button" size="sm" variant="ghost" onClick={() => setRemoved(true)}>
              {t('privacy.remove')}
            </Button>
          </p>
        ) : (
          <p className="text-sm text-slate-600">{removed ? t('privacy.removed') : t('privacy.none')}</p>
        )}
      </section>
      <Field label={t('privacy.upload')} hint={t('privacy.hint')}>
        {(p) => (
          <input
            {...p}
            key={inputKey}
            type="file"
            accept="application/pdf,.pdf"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="block text-sm"
          />
        )}
      </Field>
    </FormFrame>
  );
}
