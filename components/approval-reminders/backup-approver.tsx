'use client';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Select } from '@/components/ui/select';
import type { BackupApprovers } from '@/lib/approval-reminders/backup';
import { useApi } from '@/lib/browser/typed-api';
import { useAction } from '@/lib/browser/use-action';
import { companiesRoutes } from '@/lib/contracts/routes/companies';
import { remindersApi } from './api';

/** One SWR entry per company: the company card and every location card of it share the load. */
const useBackups = (companyId: string) => useApi(companiesRoutes.backupApprover, { params: { id: companyId } });

/**
 * A select of the company's contact users (with portal access) as a backup approver, saved on change.
 * `empty` names what the blank choice means: no backup, or the company's one for a location.
 */
function BackupSelect({
  label,
  value,
  empty,
  data,
  disabled,
  onChange,
}: {
  label: string;
  value: string | null;
  empty: string;
  data: BackupApprovers;
  disabled: boolean;
  onChange: (userId: string | null) => void;
}) {
  return (
    <Select
      aria-label={label}
      size="sm"
      className="w-72"
      value={value ?? ''}
      disabled={disabled}
      onValueChange={(v) => onChange(v || null)}
      options={[{ value: '', label: empty }, ...data.options.map((o) => ({ value: o._id, label: `${o.name} (${o.email})` }))]}
    />
  );
}

/** The company edit screen's card: who the company's late approvals escalate to. */
export function CompanyBackupApprover({ companyId }: { companyId: string }) {
  const t = useTranslations('approvalReminders.backup');
  const { data, mutate } = useBackups(companyId);
  const { busy, run } = useAction();
  const id = useId();
  async function change(userId: string | null) {
    const saved = await run(() => remindersApi.setCompanyBackup(companyId, userId), t('saved'));
    if (saved) await mutate(saved, { revalidate: false });
  }
  return (
    <section aria-labelledby={id} className="mt-6 max-w-2xl space-y-2 rounded-lg border border-slate-200 bg-white p-6">
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {t('label')}
      </h2>
      <p className="text-sm text-slate-700">{t('companyHint')}</p>
      {data ? (
        <>
          <BackupSelect
            label={t('label')}
            value={data.data.company}
            empty={t('none')}
            data={data.data}
            disabled={busy}
            onChange={(v) => void change(v)}
          />
          {data.data.options.length ? null : <p className="text-xs text-slate-600">{t('noContacts')}</p>}
        </>
      ) : null}
    </section>
  );
}

/** A location card's select: its own backup approver, or blank for the company's. */
export function LocationBackupApprover({ companyId, locationId, name }: { companyId: string; locationId: string; name: string }) {
  const t = useTranslations('approvalReminders.backup');
  const { data, mutate } = useBackups(companyId);
  const { busy, run } = useAction();
  if (!data) return null;
  const current = data.data.locations.find((l) => l._id === locationId)?.backup_approver_id ?? null;
  async function change(userId: string | null) {
    const saved = await run(() => remindersApi.setLocationBackup(locationId, userId), t('saved'));
    if (saved) await mutate(saved, { revalidate: false });
  }
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
      <span className="text-slate-700">{t('label')}</span>
      <BackupSelect
        label={t('locationLabel', { name })}
        value={current}
        empty={t('companyDefault')}
        data={data.data}
        disabled={busy}
        onChange={(v) => void change(v)}
      />
    </div>
  );
}
