'use client';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/dialog';

/**
 * The confirmation an archive asks for. `ask(row)` opens it; confirming closes it and starts `archive(row)`,
 * whose toast reports the outcome. `ns` holds archiveTitle ({name}), archiveBody and archive.
 */
export function useArchivePrompt<T>(
  ns: 'catalog.categories' | 'catalog.positions' | 'catalog.fields',
  nameOf: (row: T) => string,
  archive: (row: T) => void,
  busy: boolean,
): { ask: (row: T) => void; dialog: ReactNode } {
  const t = useTranslations(ns);
  const tc = useTranslations('common');
  const [target, setTarget] = useState<T | null>(null);
  const dialog = (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) setTarget(null);
      }}
      busy={busy}
      title={t('archiveTitle', { name: target ? nameOf(target) : '' })}
      description={t('archiveBody')}
      confirmLabel={t('archive')}
      cancelLabel={tc('cancel')}
      onConfirm={() => {
        const row = target;
        setTarget(null);
        if (row) archive(row);
      }}
    />
  );
  return { ask: setTarget, dialog };
}
