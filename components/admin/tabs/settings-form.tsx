'use client';
import { useTranslations } from 'next-intl';
import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';

type Props = {
  dirty: boolean;
  busy: boolean;
  onSubmit: () => void;
  onReset: () => void;
  children: ReactNode;
};

/** The frame every settings tab shares: its fields, an unsaved-changes note, Save and Cancel. */
export function SettingsForm({ dirty, busy, onSubmit, onReset, children }: Props) {
  const t = useTranslations('adminSettings');
  const tc = useTranslations('common');
  function submit(e: FormEvent) {
    e.preventDefault();
    onSubmit();
  }
  return (
    <form onSubmit={submit} noValidate className="max-w-2xl space-y-6">
      {children}
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
        <Button type="submit" loading={busy} disabled={!dirty}>
          {tc('save')}
        </Button>
        <Button type="button" variant="outline" disabled={!dirty || busy} onClick={onReset}>
          {tc('cancel')}
        </Button>
        {dirty ? (
          <p className="text-sm text-amber-800" role="status">
            {t('unsaved')}
          </p>
        ) : null}
      </div>
    </form>
  );
}

/** A keyboard-usable switch with the sentence that explains it, announced as its description. */
export function SettingSwitch({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  const hintId = useId();
  return (
    <div className="space-y-1">
      <Checkbox label={label} checked={checked} onChange={(e) => onChange(e.target.checked)} aria-describedby={hintId} />
      <p id={hintId} className="pl-6 text-xs text-slate-600">
        {hint}
      </p>
    </div>
  );
}
