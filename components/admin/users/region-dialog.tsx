'use client';
import { useTranslations } from 'next-intl';
import { FormField } from '@/components/ui/form/form-field';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { Input } from '@/components/ui/input';
import { regionBody } from '@/lib/users/schema';
import type { RegionRow } from '@/lib/users/schema';
import { usersApi } from './api';
import { UsersFormDialog } from './form-dialog';

/** Add or rename a region. */
export function RegionDialog({ region, onClose }: { region: RegionRow | null; onClose: () => void }) {
  const t = useTranslations('adminUsers.regions');
  const form = useZodForm(regionBody, { name: region?.name ?? '' });
  return (
    <UsersFormDialog
      title={region ? t('editTitle') : t('createTitle')}
      form={form}
      fields={['name']}
      conflictField="name"
      errorText={() => t('nameError')}
      onClose={onClose}
      send={(body) => (region ? usersApi.updateRegion(region._id, body) : usersApi.createRegion(body))}
    >
      <FormField name="name" label={t('name')}>
        {(p) => <Input {...p} autoComplete="off" maxLength={100} />}
      </FormField>
    </UsersFormDialog>
  );
}
