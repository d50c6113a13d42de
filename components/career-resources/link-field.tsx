'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { control } from '@/components/ui/controls';
import { Field } from '@/components/ui/input';
import { safeHref } from '@/lib/career-resources/links';

/** The URL of a link being added: http, https or mailto only, the same rule the server applies. */
export function LinkField({ onApply, onCancel }: { onApply: (href: string) => void; onCancel: () => void }) {
  const t = useTranslations('careerResources.editor');
  const [value, setValue] = useState('https://');
  const [error, setError] = useState<string | null>(null);
  const apply = (e: FormEvent | KeyboardEvent) => {
    e.preventDefault();
    const href = safeHref(value);
    if (!href) setError(t('linkError'));
    else onApply(href);
  };
  // A form cannot sit inside the editor's form, so Enter and Escape are handled here.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') apply(e);
    if (e.key === 'Escape') {
      e.preventDefault();
      onCancel();
    }
  };
  return (
    <div className="flex flex-wrap items-end gap-2 border-b border-slate-200 bg-slate-50 p-2">
      <Field label={t('linkUrl')} error={error}>
        {(p) => (
          <input
            {...p}
            type="url"
            autoFocus
            value={value}
            onKeyDown={onKeyDown}
            onChange={(e) => setValue(e.target.value)}
            className={`${control} w-72`}
          />
        )}
      </Field>
      <Button type="button" size="sm" className="mb-0.5" onClick={apply}>
        {t('linkApply')}
      </Button>
      <Button type="button" size="sm" variant="ghost" className="mb-0.5" onClick={onCancel}>
        {t('linkCancel')}
      </Button>
    </div>
  );
}
