'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { control } from '@/components/ui/controls';
import { cn } from '@/lib/cn';
import { draftOf, parsePosition, type PositionBody, type PositionDraft, type PositionProblem } from './position-draft';
import type { TenantPosition } from '@/lib/catalog/types';

const FIELDS = ['name', 'bill_rate', 'pay_rate'] as const;

/**
 * Name, bill rate and pay rate as one inline form: a table row's edit mode, or the "add" row. Errors sit
 * under their input and are announced.
 */
export function PositionEditor({
  position,
  submitLabel,
  onSubmit,
  onCancel,
  idPrefix,
}: {
  position?: TenantPosition;
  submitLabel: string;
  onSubmit: (body: PositionBody) => Promise<boolean>;
  onCancel?: () => void;
  idPrefix: string;
}) {
  const t = useTranslations('catalog.positions');
  const tc = useTranslations('common');
  const [draft, setDraft] = useState<PositionDraft>(() => draftOf(position));
  const [problems, setProblems] = useState<Partial<Record<keyof PositionDraft, PositionProblem>>>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = parsePosition(draft);
    if ('problems' in parsed) {
      setProblems(parsed.problems);
      return;
    }
    setProblems({});
    setBusy(true);
    const ok = await onSubmit(parsed.body);
    setBusy(false);
    if (ok && !position) setDraft(draftOf());
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-2">
      {FIELDS.map((f) => {
        const problem = problems[f];
        const errorId = `${idPrefix}-${f}-error`;
        return (
          <div key={f} className="space-y-1">
            <label htmlFor={`${idPrefix}-${f}`} className="block text-xs font-medium text-slate-700">
              {t(`fields.${f}`)}
            </label>
            <input
              id={`${idPrefix}-${f}`}
              value={draft[f]}
              autoComplete="off"
              maxLength={f === 'name' ? 80 : 9}
              inputMode={f === 'name' ? undefined : 'decimal'}
              aria-invalid={Boolean(problem)}
              aria-describedby={problem ? errorId : undefined}
              onChange={(e) => setDraft((d) => ({ ...d, [f]: e.target.value }))}
              className={cn(control, f === 'name' ? 'w-56' : 'w-28')}
            />
            {problem ? (
              <p id={errorId} role="alert" className="max-w-56 text-xs text-red-700">
                {t(`errors.${problem}`)}
              </p>
            ) : null}
          </div>
        );
      })}
      <span className="flex gap-1 pt-5">
        <Button type="submit" size="sm" loading={busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            {tc('cancel')}
          </Button>
        ) : null}
      </span>
    </form>
  );
}
