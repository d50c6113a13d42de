'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { control } from '@/components/ui/controls';
import { Field } from '@/components/ui/input';
import { cn } from '@/lib/cn';

const MAX_NAME = 60;

/**
 * One name input with a submit (add a category or skill, rename). The rule is the API's (1–60
 * characters after trimming), checked here without zod to keep the tab's bundle small; the server checks again.
 */
export function NameForm({
  label,
  initial = '',
  submitLabel,
  onSubmit,
  onCancel,
  compact,
}: {
  label: string;
  initial?: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<boolean>;
  onCancel?: () => void;
  compact?: boolean;
}) {
  const t = useTranslations('catalog');
  const tc = useTranslations('common');
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const value = name.trim();
    if (!value || value.length > MAX_NAME) {
      setError(t('errors.name', { max: MAX_NAME }));
      return;
    }
    setError(null);
    setBusy(true);
    const ok = await onSubmit(value);
    setBusy(false);
    if (ok && !initial) setName('');
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
      <Field label={label} error={error}>
        {(p) => (
          <input
            {...p}
            value={name}
            maxLength={MAX_NAME}
            autoComplete="off"
            onChange={(e) => setName(e.target.value)}
            className={cn(control, compact ? 'w-44' : 'w-60')}
          />
        )}
      </Field>
      <Button type="submit" size="sm" loading={busy} className="mb-0.5">
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button type="button" size="sm" variant="ghost" className="mb-0.5" onClick={onCancel}>
          {tc('cancel')}
        </Button>
      ) : null}
    </form>
  );
}
