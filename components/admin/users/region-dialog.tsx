'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input } from '@/components/ui/input';
import { regionBody } from '@/lib/users/schema';
import type { RegionRow } from '@/lib/users/types';
import { usersApi } from './api';
import { useUsersWrite } from './use-users-write';

/** Add or rename a region. */
export function RegionDialog({
  open,
  onOpenChange,
  region,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  region: RegionRow | null;
}) {
  const t = useTranslations('adminUsers.regions');
  const tc = useTranslations('common');
  const { busy, run } = useUsersWrite();
  const [name, setName] = useState(region?.name ?? '');
  const [invalid, setInvalid] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = regionBody.safeParse({ name });
    setInvalid(!parsed.success);
    if (!parsed.success) return;
    const ok = await run(() => (region ? usersApi.updateRegion(region._id, parsed.data) : usersApi.createRegion(parsed.data)));
    if (ok) onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={region ? t('editTitle') : t('createTitle')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label={t('name')} error={invalid ? t('nameError') : null}>
          {(p) => <Input {...p} autoComplete="off" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />}
        </Field>
        <FormActions onCancel={() => onOpenChange(false)} cancelLabel={tc('cancel')} submitLabel={tc('save')} busy={busy} />
      </form>
    </Dialog>
  );
}
