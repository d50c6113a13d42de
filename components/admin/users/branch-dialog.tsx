'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { control } from '@/components/ui/controls';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { Field, Input } from '@/components/ui/input';
import { branchBody } from '@/lib/users/schema';
import type { BranchRow } from '@/lib/users/types';
import { usersApi } from './api';
import { failedFields } from './form-errors';
import { useRegions } from './use-users-data';
import { useUsersWrite } from './use-users-write';
import { translatedOr } from '@/lib/i18n/keys';

/** Add or edit a branch: name, address, phone and region (active regions, plus the branch's own). */
export function BranchDialog({
  open,
  onOpenChange,
  branch,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  branch: BranchRow | null;
}) {
  const t = useTranslations('adminUsers.branches');
  const tc = useTranslations('common');
  const regions = (useRegions(true).data?.data ?? []).filter((r) => !r.archived_at || r._id === branch?.region?._id);
  const { busy, run } = useUsersWrite();
  const [name, setName] = useState(branch?.name ?? '');
  const [address, setAddress] = useState(branch?.address ?? '');
  const [phone, setPhone] = useState(branch?.phone ?? '');
  const [regionId, setRegionId] = useState(branch?.region?._id ?? '');
  const [failed, setFailed] = useState<Set<string>>(new Set());
  const err = (field: string) => (failed.has(field) ? translatedOr(t, `errors.${field}`, field) : null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = branchBody.safeParse({ name, address, phone, region_id: regionId || null });
    if (!parsed.success) {
      setFailed(failedFields(parsed.error));
      return;
    }
    setFailed(new Set());
    const ok = await run(() => (branch ? usersApi.updateBranch(branch._id, parsed.data) : usersApi.createBranch(parsed.data)));
    if (ok) onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={branch ? t('editTitle') : t('createTitle')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label={t('name')} error={err('name')}>
          {(p) => <Input {...p} autoComplete="off" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />}
        </Field>
        <Field label={t('address')} error={err('address')}>
          {(p) => <Input {...p} autoComplete="off" value={address} maxLength={300} onChange={(e) => setAddress(e.target.value)} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('phone')} error={err('phone')}>
            {(p) => <Input {...p} type="tel" autoComplete="off" value={phone} maxLength={40} onChange={(e) => setPhone(e.target.value)} />}
          </Field>
          <Field label={t('region')}>
            {(p) => (
              <select {...p} value={regionId} onChange={(e) => setRegionId(e.target.value)} className={`${control} w-full`}>
                <option value="">{t('noRegion')}</option>
                {regions.map((r) => (
                  <option key={r._id} value={r._id}>
                    {r.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <FormActions
          onCancel={() => onOpenChange(false)}
          cancelLabel={tc('cancel')}
          submitLabel={tc('save')}
          busy={busy}
          className="pt-2"
        />
      </form>
    </Dialog>
  );
}
