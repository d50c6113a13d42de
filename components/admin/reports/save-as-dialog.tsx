'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input } from '@/components/ui/input';

/** Asks for the name of a copy ("Save as"); the server still decides whether the name is free. */
export function SaveAsDialog({
  initialName,
  busy,
  onSave,
  onClose,
}: {
  initialName: string;
  busy: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  const t = useTranslations('customReports.builder');
  const tc = useTranslations('common');
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError(t('nameRequired'));
    onSave(name.trim());
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('saveAsTitle')}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label={t('saveAsName')} error={error}>
          {(p) => (
            <Input
              {...p}
              value={name}
              maxLength={80}
              autoFocus
              onChange={(e) => {
                setName(e.target.value);
                setError(null);
              }}
            />
          )}
        </Field>
        <FormActions onCancel={onClose} cancelLabel={tc('cancel')} submitLabel={tc('save')} busy={busy} />
      </form>
    </Dialog>
  );
}
