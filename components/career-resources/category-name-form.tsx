'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { control } from '@/components/ui/controls';
import { Field } from '@/components/ui/input';
import { categoryBody, CATEGORY_NAME_MAX } from '@/lib/career-resources/schema';

/** A category name, checked with the API's own schema before it is sent. */
export function CategoryNameForm({
  initial = '',
  submitLabel,
  busy,
  resetOnSubmit,
  onSubmit,
  onCancel,
}: {
  initial?: string;
  submitLabel: string;
  busy: boolean;
  resetOnSubmit?: boolean;
  onSubmit: (name: string) => Promise<void>;
  onCancel?: () => void;
}) {
  const t = useTranslations('careerResources.categories');
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = categoryBody.safeParse({ name });
    if (!parsed.success) {
      setError(t('nameError', { max: CATEGORY_NAME_MAX }));
      return;
    }
    setError(null);
    await onSubmit(parsed.data.name);
    if (resetOnSubmit) setName('');
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
      <Field label={initial ? t('rename') : t('newName')} error={error}>
        {(p) => (
          <input
            {...p}
            value={name}
            maxLength={CATEGORY_NAME_MAX}
            autoComplete="off"
            onChange={(e) => setName(e.target.value)}
            className={`${control} w-60`}
          />
        )}
      </Field>
      <Button type="submit" size="sm" loading={busy} className="mb-0.5">
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button type="button" size="sm" variant="ghost" className="mb-0.5" onClick={onCancel}>
          {t('cancel')}
        </Button>
      ) : null}
    </form>
  );
}
