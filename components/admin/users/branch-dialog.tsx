'use client';
import { useTranslations } from 'next-intl';
import { FormField } from '@/components/ui/form/form-field';
import { FormSelect } from '@/components/ui/form/form-select';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { Input } from '@/components/ui/input';
import { translatedOr } from '@/lib/i18n/keys';
import type { BranchRow } from '@/lib/users/schema';
import { usersApi } from './api';
import { UsersFormDialog } from './form-dialog';
import { branchForm, type BranchTexts } from './form-schemas';
import { useRegions } from './use-users-data';

const FIELDS = ['name', 'address', 'phone', 'region_id'] as const;

/** Add or edit a branch: name, address, phone and region (active regions, plus the branch's own). */
export function BranchDialog({ branch, onClose }: { branch: BranchRow | null; onClose: () => void }) {
  const t = useTranslations('adminUsers.branches');
  const tf = useTranslations('common.form');
  const regions = (useRegions(true).data?.data ?? []).filter((r) => !r.archived_at || r._id === branch?.region?._id);
  const form = useZodForm(branchForm, {
    name: branch?.name ?? '',
    address: branch?.address ?? '',
    phone: branch?.phone ?? '',
    region_id: branch?.region?._id ?? '',
  } satisfies BranchTexts);
  return (
    <UsersFormDialog
      title={branch ? t('editTitle') : t('createTitle')}
      form={form}
      fields={FIELDS}
      conflictField="name"
      errorText={(field) => translatedOr(t, `errors.${field}`, tf('invalid'))}
      onClose={onClose}
      send={(body) => (branch ? usersApi.updateBranch(branch._id, body) : usersApi.createBranch(body))}
    >
      <FormField name="name" label={t('name')}>
        {(p) => <Input {...p} autoComplete="off" maxLength={100} />}
      </FormField>
      <FormField name="address" label={t('address')}>
        {(p) => <Input {...p} autoComplete="off" maxLength={300} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="phone" label={t('phone')}>
          {(p) => <Input {...p} type="tel" autoComplete="off" maxLength={40} />}
        </FormField>
        <FormSelect
          name="region_id"
          label={t('region')}
          options={[{ value: '', label: t('noRegion') }, ...regions.map((r) => ({ value: r._id, label: r.name }))]}
        />
      </div>
    </UsersFormDialog>
  );
}
