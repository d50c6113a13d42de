'use client';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/dialog';
import type { Done } from './api';
import { useUsersWrite } from './use-users-write';

type Named = { _id: string; name: string };

/**
 * The confirmation every archive of this screen asks for. `ns` names the message group holding
 * archiveTitle ({name}), archiveBody and archive; `ask(row)` opens it.
 */
export function useArchiveConfirm<T extends Named>(
  ns: 'roles' | 'branches' | 'regions',
  archive: (row: T) => Promise<Done>,
): { ask: (row: T) => void; dialog: ReactNode } {
  const t = useTranslations(`adminUsers.${ns}`);
  const tc = useTranslations('common');
  const { busy, run } = useUsersWrite();
  const [target, setTarget] = useState<T | null>(null);
  async function confirm() {
    if (target && (await run(() => archive(target)))) setTarget(null);
  }
  const dialog = (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) setTarget(null);
      }}
      title={t('archiveTitle', { name: target?.name ?? '' })}
      description={t('archiveBody')}
      confirmLabel={t('archive')}
      cancelLabel={tc('cancel')}
      busy={busy}
      onConfirm={() => void confirm()}
    />
  );
  return { ask: setTarget, dialog };
}
