'use client';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';
import { LoadError, Loading } from '@/components/ui/load-states';
import { Textarea } from '@/components/ui/textarea';
import type { PlacedShift } from '@/lib/shifts-board/group';
import { EditShiftDialog } from './edit-shift-dialog';
import { useShiftFormat } from './format';
import { ShiftHistory } from './shift-history';
import { ShiftStatusBadge } from './shift-status';
import { ShiftWorkers } from './shift-workers';
import { useShift, type ShiftDetail } from './use-shift';
import type { PositionOption } from '@/components/work-requests/position-select';

/** Everything about one shift, opened from its card: the facts, what the caller may do, its workers and history. */
export function ShiftDetailsDialog({
  shift,
  positionOptions,
  onClose,
}: {
  shift: PlacedShift | null;
  /** The agency's positions, for the edit dialog's select. */
  positionOptions: readonly PositionOption[];
  onClose: () => void;
}) {
  const t = useTranslations('shiftsBoard.details');
  if (!shift) return null;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('title')}
      footer={
        <Button variant="outline" onClick={onClose}>
          {t('close')}
        </Button>
      }
    >
      <ShiftPanel key={shift._id} placed={shift} positionOptions={positionOptions} />
    </Dialog>
  );
}

function ShiftPanel({ placed, positionOptions }: { placed: PlacedShift; positionOptions: readonly PositionOption[] }) {
  const t = useTranslations('shiftsBoard.details');
  const f = useShiftFormat();
  const ops = useShift(placed._id);
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const d = ops.data?.data;
  // Until the detail arrives the card's own fields stand in.
  const s = d ?? placed;
  const zone = d?.timezone ?? placed.timeZone;
  const rows: [string, ReactNode][] = [
    [t('position'), s.position],
    [t('location'), `${s.location_name} · ${s.company_name}`],
    [t('date'), f.longDate(placed.day)],
    [t('time'), `${f.timeRange(s.starts_at, s.ends_at, zone)} (${f.zone(zone, new Date(s.starts_at))})`],
    [t('headcount'), typeof s.filled === 'number' ? t('filledOf', { filled: s.filled, headcount: s.headcount }) : f.count(s.headcount)],
    [t('status'), <ShiftStatusBadge key="s" status={s.status} />],
    ...(s.notes
      ? [
          [
            t('notes'),
            <p key="n" className="whitespace-pre-line">
              {s.notes}
            </p>,
          ] as [string, ReactNode],
        ]
      : []),
  ];
  return (
    <>
      {/* From the shift as it is now: publishing it in this dialog ends the wait. */}
      {s.status === 'draft' ? <p className="mb-4 text-sm text-slate-700">{t('draftNote')}</p> : null}
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {ops.error && !d ? (
        <LoadError onRetry={() => void ops.mutate()} />
      ) : !d ? (
        <Loading label={t('loading')} />
      ) : (
        <>
          {d.cancel_reason && d.phase === 'cancelled' ? (
            <p role="status" className="mt-4 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-900">
              {t('cancelledNote', { reason: d.cancel_reason })}
            </p>
          ) : null}
          <ShiftActions
            shift={d}
            busy={ops.busy}
            onPublish={() => void ops.publish()}
            onEdit={() => setEditing(true)}
            onCancel={() => setCancelling(true)}
          />
          <ShiftWorkers shift={d} ops={ops} />
          <ShiftHistory shift={d} />
          {editing ? (
            <EditShiftDialog
              shift={d}
              positionOptions={positionOptions}
              onClose={() => setEditing(false)}
              onSaved={(saved) => void ops.mutate({ data: saved }, { revalidate: false })}
            />
          ) : null}
          {cancelling ? (
            <CancelShiftDialog
              busy={ops.busy}
              onClose={() => setCancelling(false)}
              onConfirm={async (reason) => {
                if (await ops.cancel(reason)) setCancelling(false);
              }}
            />
          ) : null}
        </>
      )}
    </>
  );
}

/** Publish, Edit shift, Cancel shift: each shown when the lifecycle allows it; a contact inside the cut-off sees Cancel disabled, saying why. */
function ShiftActions({
  shift,
  busy,
  onPublish,
  onEdit,
  onCancel,
}: {
  shift: ShiftDetail;
  busy: boolean;
  onPublish: () => void;
  onEdit: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations('shiftsBoard.details');
  const may = (a: string) => shift.allowed_actions.includes(a);
  if (!may('publish') && !may('edit') && !may('cancel') && !shift.within_cutoff) return null;
  return (
    <div className="mt-4">
      <div className="flex flex-wrap gap-2">
        {may('publish') ? (
          <Button size="sm" disabled={busy} onClick={onPublish}>
            {t('publish')}
          </Button>
        ) : null}
        {may('edit') ? (
          <Button size="sm" variant="outline" onClick={onEdit}>
            {t('edit')}
          </Button>
        ) : null}
        {may('cancel') || shift.within_cutoff ? (
          <Button
            size="sm"
            variant="outline"
            disabled={!may('cancel')}
            aria-describedby={shift.within_cutoff ? 'shift-cutoff-note' : undefined}
            onClick={onCancel}
          >
            {t('cancel')}
          </Button>
        ) : null}
      </div>
      {shift.within_cutoff ? (
        <p id="shift-cutoff-note" className="mt-2 text-sm text-slate-700">
          {t('cutoffNote', { hours: shift.cancel_cutoff_hours })}
        </p>
      ) : null}
    </div>
  );
}

/** Cancel with a reason (required): the other side reads it in the shift's history. */
function CancelShiftDialog({ busy, onClose, onConfirm }: { busy: boolean; onClose: () => void; onConfirm: (reason: string) => void }) {
  const t = useTranslations('shiftsBoard.details.confirm');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog
      open
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={t('cancelTitle')}
      description={t('cancelBody')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('keep')}
          </Button>
          <Button
            variant="danger"
            disabled={busy}
            onClick={() => (reason.trim() ? onConfirm(reason.trim()) : setError(t('reasonRequired')))}
          >
            {t('cancelConfirm')}
          </Button>
        </>
      }
    >
      <Field label={t('reason')} error={error}>
        {(p) => (
          <Textarea
            {...p}
            rows={3}
            maxLength={1000}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setError(null);
            }}
          />
        )}
      </Field>
    </Dialog>
  );
}
