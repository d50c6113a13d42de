'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/dialog';

/**
 * Cancel for an edit form: with unsaved changes it asks before leaving for `back` (in-app navigation
 * that the browser's beforeunload warning does not cover). Render `dialog` once in the form.
 */
export function useLeaveGuard(dirty: boolean, back: string) {
  const t = useTranslations('companies.form.discard');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const leave = () => (dirty ? setOpen(true) : router.push(back));
  const dialog = (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={t('title')}
      description={t('body')}
      confirmLabel={t('confirm')}
      cancelLabel={t('keep')}
      onConfirm={() => router.push(back)}
    />
  );
  return { leave, dialog };
}
