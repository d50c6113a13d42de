'use client';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useAction } from '@/lib/browser/use-action';
import type { LocationRow } from '@/lib/locations/schema';
import { JURISDICTION_IDS, type JurisdictionId } from '@/lib/pay-rules/types';
import type { StatusOption } from '@/lib/statuses/schema';
import { useStatusName } from '@/components/statuses/use-status-name';
import { companyApi } from '../api';
import { LocationBackupApprover } from '@/components/approval-reminders/backup-approver';
import { GeofenceFields, geofenceDraft, parseGeofence, type Geofence } from './geofence-fields';

/**
 * One location: its status (any active location status), its notes (edited in place, saved on demand)
 * and close = archive with confirmation. `onChanged` refreshes the list after any change.
 */
export function LocationCard({
  location,
  statuses,
  onChanged,
}: {
  location: LocationRow;
  statuses: StatusOption[];
  onChanged: () => void;
}) {
  const t = useTranslations('companies.locations');
  const tc = useTranslations('common');
  const statusName = useStatusName();
  const tg = useTranslations('companies.geofence');
  const ids = { status: useId(), notes: useId(), payRules: useId() };
  const { busy, run } = useAction();
  const [notes, setNotes] = useState(location.notes ?? '');
  const [closing, setClosing] = useState(false);
  const saved = geofenceDraft(location);
  const [fence, setFence] = useState(saved);
  const fenceDirty = fence.latitude !== saved.latitude || fence.longitude !== saved.longitude || fence.radius !== saved.radius;
  const fenceResult = parseGeofence(fence);
  const notesDirty = notes !== (location.notes ?? '');
  const closed = location.status.toLowerCase() === 'closed';
  const address = [location.address, location.city, location.state].filter(Boolean).join(', ');

  async function change(body: { notes?: string | null; status_id?: string; pay_rules?: JurisdictionId } | Geofence, done: string) {
    if (await run(() => companyApi.updateLocation(location._id, body), done)) onChanged();
  }
  async function close() {
    if (await run(() => companyApi.archiveLocation(location._id), t('closed'))) onChanged();
    setClosing(false);
  }

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4" data-testid="location-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-base font-semibold text-slate-900">{location.name}</h2>
          <p className="text-sm text-slate-700">
            {address || t('noAddress')} · {location.timezone}
          </p>
          <p className="mt-1 text-xs text-slate-600">{t('contactsCount', { count: location.contacts_count })}</p>
          <div className="mt-2 flex items-center gap-2 text-sm">
            <label htmlFor={ids.payRules} className="text-slate-700">
              {t('fields.pay_rules')}
            </label>
            <Select
              id={ids.payRules}
              size="sm"
              className="w-72"
              value={location.pay_rules}
              disabled={busy}
              aria-label={t('payRulesLabel', { name: location.name })}
              options={JURISDICTION_IDS.map((j) => ({ value: j, label: t(`payRulesOptions.${j}`) }))}
              onValueChange={(pay_rules: JurisdictionId) => void change({ pay_rules }, t('payRulesSaved'))}
            />
          </div>
          <LocationBackupApprover companyId={location.company_id} locationId={location._id} name={location.name} />
        </div>
        <div className="flex items-center gap-2">
          <Badge color={location.status_color}>{statusName(location.status)}</Badge>
          <label htmlFor={ids.status} className="sr-only">
            {t('statusLabel', { name: location.name })}
          </label>
          <Select
            id={ids.status}
            size="sm"
            className="w-40"
            value={location.status_id ?? ''}
            disabled={busy}
            options={[
              // A status no longer offered (or none) still reads as the location's current one.
              ...(location.status_id && statuses.some((s) => s._id === location.status_id)
                ? []
                : [{ value: '', label: statusName(location.status) }]),
              ...statuses.map((s) => ({ value: s._id, label: statusName(s.name) })),
            ]}
            onValueChange={(status_id) => {
              if (status_id) void change({ status_id }, t('statusSaved'));
            }}
          />
          {closed ? null : (
            <Button variant="ghost" size="sm" onClick={() => setClosing(true)}>
              {t('close')}
            </Button>
          )}
        </div>
      </div>
      <div className="mt-3 space-y-2">
        <GeofenceFields draft={fence} onChange={setFence} errors={fenceDirty ? fenceResult.errors : {}} disabled={busy} />
        {fenceDirty ? (
          <div className="flex justify-end gap-2">
            <Button variant="outline" size="sm" onClick={() => setFence(saved)}>
              {tc('cancel')}
            </Button>
            <Button
              size="sm"
              loading={busy}
              disabled={!fenceResult.value}
              onClick={() => {
                if (fenceResult.value) void change(fenceResult.value, tg('saved'));
              }}
            >
              {tg('save')}
            </Button>
          </div>
        ) : null}
      </div>
      <div className="mt-3 space-y-2">
        <label htmlFor={ids.notes} className="block text-sm font-medium text-slate-800">
          {t('notes')}
        </label>
        <Textarea
          id={ids.notes}
          rows={2}
          maxLength={4000}
          value={notes}
          placeholder={t('notesPlaceholder')}
          onChange={(e) => setNotes(e.target.value)}
        />
        {notesDirty ? (
          <div className="flex justify-end gap-2">
            <Button variant="outline" size="sm" onClick={() => setNotes(location.notes ?? '')}>
              {tc('cancel')}
            </Button>
            <Button size="sm" loading={busy} onClick={() => void change({ notes: notes.trim() || null }, t('notesSaved'))}>
              {t('saveNotes')}
            </Button>
          </div>
        ) : null}
      </div>
      <ConfirmDialog
        open={closing}
        onOpenChange={setClosing}
        title={t('closeTitle', { name: location.name })}
        description={t('closeBody')}
        confirmLabel={t('close')}
        cancelLabel={tc('cancel')}
        busy={busy}
        onConfirm={() => void close()}
      />
    </li>
  );
}
