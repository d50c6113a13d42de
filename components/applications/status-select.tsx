'use client';
import { useAction } from '@/lib/browser/use-action';
import { useTranslations } from 'next-intl';
import { useStatusName } from '@/components/statuses/use-status-name';
import { useState } from 'react';
import { Select } from '@/components/ui/select';
import type { ApplicationRow } from '@/lib/applications/schema';
import { applicationApi, revalidateApplications } from './api';
import { useApplicationStatuses } from './use-options';

/**
 * Moves an application to another status straight from the table. The select shows the new value at
 * once; a refusal toasts the server's message and the refetch puts the old value back.
 */
export function StatusSelect({ app }: { app: ApplicationRow }) {
  const t = useTranslations('applications');
  const statusName = useStatusName();
  const { run } = useAction({ fallbackError: t('failed') });
  // Read here (one shared request), not handed down: the table's columns stay the same when they arrive.
  const statuses = useApplicationStatuses();
  const [pending, setPending] = useState<string | null>(null);
  const value = pending ?? app.status_id ?? '';
  // The current status may be archived since; keep it listed so the select shows the truth.
  const current =
    app.status_id && !statuses.some((s) => s._id === app.status_id) ? [{ _id: app.status_id, name: app.status_name ?? t('noStatus') }] : [];

  async function change(statusId: string) {
    if (!statusId || statusId === app.status_id) return;
    setPending(statusId);
    await run(() => applicationApi.update(app._id, { status_id: statusId }), t('statusChanged'));
    // The refetch puts the old value back when the change was refused; the pick shows until it lands.
    await revalidateApplications();
    setPending(null);
  }

  return (
    <Select
      aria-label={t('statusFor', { name: app.candidate_name })}
      size="sm"
      className="w-36"
      value={value}
      disabled={pending !== null}
      onValueChange={(v) => void change(v)}
      options={[
        ...(app.status_id ? [] : [{ value: '', label: t('noStatus') }]),
        ...[...current, ...statuses].map((s) => ({ value: s._id, label: statusName(s.name) })),
      ]}
    />
  );
}
