'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { control } from '@/components/ui/controls';
import { Field } from '@/components/ui/input';
import { createStatusBody, type CreateStatusInput } from '@/lib/statuses/schema';

const DEFAULT_COLOR = '#64748b';

/**
 * Name and colour: the "add" form and a row's edit mode. Validated with the API's own schema. Candidate
 * statuses (`withPlaceable`) also say whether their candidates may be placed (issue 22 §4).
 */
export function StatusOptionForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  compact,
  withPlaceable,
}: {
  initial?: { name: string; color: string | null; placeable?: boolean };
  submitLabel: string;
  compact?: boolean;
  withPlaceable?: boolean;
  onSubmit: (values: CreateStatusInput) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const t = useTranslations('statuses');
  const [name, setName] = useState(initial?.name ?? '');
  const [color, setColor] = useState(initial?.color ?? DEFAULT_COLOR);
  const [placeable, setPlaceable] = useState(initial?.placeable ?? true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = createStatusBody.safeParse({ name, color, ...(withPlaceable ? { placeable } : {}) });
    if (!parsed.success) {
      setError(t('errors.name'));
      return;
    }
    setError(null);
    setBusy(true);
    const ok = await onSubmit(parsed.data);
    setBusy(false);
    if (ok && !initial) {
      setName('');
      setPlaceable(true);
    }
  }

  return (
    <form onSubmit={submit} noValidate className={compact ? 'flex flex-wrap items-end gap-2' : 'flex flex-wrap items-end gap-3'}>
      <Field label={t('name')} error={error}>
        {(p) => (
          <input
            {...p}
            value={name}
            maxLength={60}
            autoComplete="off"
            onChange={(e) => setName(e.target.value)}
            className={`${control} w-56`}
          />
        )}
      </Field>
      <Field label={t('color')}>
        {(p) => (
          <input
            {...p}
            type="color"
            value={color}
            onChange={(e) => setColor(e.target.value)}
            className="h-9 w-14 cursor-pointer rounded-md border border-slate-300 bg-white p-1"
          />
        )}
      </Field>
      {withPlaceable ? (
        <div className="mb-1">
          <Checkbox label={t('notPlaceable')} checked={!placeable} onChange={(e) => setPlaceable(!e.target.checked)} />
          <p className="text-xs text-slate-700">{t('notPlaceableHint')}</p>
        </div>
      ) : null}
      <Button type="submit" size="sm" loading={busy} className="mb-0.5">
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button type="button" size="sm" variant="ghost" onClick={onCancel} className="mb-0.5">
          {t('cancel')}
        </Button>
      ) : null}
    </form>
  );
}
