'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { FormFrame } from './form-bits';
import { journeyFileUrl, splashIds, type FileScreenProps } from './journey-data';

/** `splash-screens`: the stored images (by id) with remove, plus new images sent as `splash_images` parts. */
export function SplashForm({ companyId, value, busy, onSave }: FileScreenProps<'splash_screens'>) {
  const t = useTranslations('mobileApp');
  const stored = splashIds(value);
  const [kept, setKept] = useState(stored);
  // A new key clears the native file input on discard.
  const [inputKey, setInputKey] = useState(0);
  const [files, setFiles] = useState<File[]>([]);
  const dirty = kept.length !== stored.length || files.length > 0;
  // Earlier uploads move into `images`; the server puts this upload's ids in `new_images`.
  const save = () => void onSave({ images: kept, new_images: [] }, { splash: files });
  return (
    <FormFrame
      label={t('screens.splash-screens')}
      dirty={dirty}
      busy={busy}
      onSave={save}
      onReset={() => {
        setKept(stored);
        setFiles([]);
        setInputKey((k) => k + 1);
      }}
    >
      <section aria-label={t('splash.current')}>
        <h4 className="mb-2 text-sm font-semibold text-slate-800">
          {t('splash.current')} ({kept.length})
        </h4>
        {kept.length === 0 ? (
          <p className="text-sm text-slate-600">{t('splash.none')}</p>
        ) : (
          <ol className="divide-y divide-slate-200 rounded-md border border-slate-200">
            {kept.map((id, i) => (
              <li key={id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <span className="flex items-center gap-3 text-slate-800">
                  {/* eslint-disable-next-line @next/next/no-img-element -- a stored upload served by the API, not a static asset */}
                  <img
                    src={journeyFileUrl(companyId, id)}
                    alt={t('splash.image', { n: i + 1 })}
                    className="h-16 w-9 rounded border border-slate-200 object-cover"
                  />
                  {t('splash.image', { n: i + 1 })}
                </span>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={t('actions.removeItem', { name: t('splash.image', { n: i + 1 }) })}
                  onClick={() => setKept((k) => k.filter((x) => x !== id))}
                >
                  {t('actions.remove')}
                </Button>
              </li>
            ))}
          </ol>
        )}
      </section>
      <Field label={t('splash.upload')} hint={files.length ? t('splash.selected', { count: files.length }) : t('splash.hint')}>
        {(p) => (
          <input
            {...p}
            key={inputKey}
            type="file"
            multiple
            accept="image/png,image/jpeg,image/webp"
            onChange={(e) => setFiles([...(e.target.files ?? [])])}
            className="block text-sm"
          />
        )}
      </Field>
    </FormFrame>
  );
}
