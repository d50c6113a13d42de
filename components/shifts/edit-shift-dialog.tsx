'use client';
import { useAction } from '@/lib/browser/use-action';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { HttpError } from '@/lib/browser/api-client';
import { isDay } from '@/lib/schema-kit/days';
import { callApi } from '@/lib/browser/typed-api';
import { shiftsRoutes } from '@/lib/contracts/routes/shifts';
import { isLongShift, shiftLength } from '@/lib/on-demand/long-shift';
import { shiftTimes, wallClock } from '@/lib/shifts-board/zone';
import { LongShiftConfirm } from './long-shift-confirm';
import { RequestFields, type RequestForm } from './request-fields';
import type { ShiftDetail } from './use-shift';
import { positionIdOf, type PositionOption } from '@/components/work-requests/position-select';

const hhmm = (iso: string, zone: string) => {
  const w = wallClock(iso, zone);
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
};
const FIELD_OF: Record<string, keyof RequestForm> = {
  position: 'position',
  position_id: 'position',
  starts_at: 'start',
  ends_at: 'end',
  headcount: 'headcount',
  notes: 'notes',
};

type EditBody = {
  position?: string;
  position_id?: string;
  starts_at: string;
  ends_at: string;
  headcount: number;
  notes: string | null;
  confirm_long?: boolean;
};

/**
 * "Edit shift": the request form's fields and rules (a long shift asks first; over 24 h the server refuses),
 * the location fixed. With the agency's positions the position is their select (sent as `position_id`),
 * preset to the shift's own when the list has it; a shift typed before the list keeps its position until
 * one is chosen. An agency without positions edits the text as before.
 */
export function EditShiftDialog({
  shift,
  positionOptions,
  onClose,
  onSaved,
}: {
  shift: ShiftDetail;
  positionOptions: readonly PositionOption[];
  onClose: () => void;
  onSaved: (s: ShiftDetail) => void;
}) {
  const t = useTranslations('shiftsBoard.edit');
  const tr = useTranslations('shiftsBoard.request');
  const zone = shift.timezone;
  const picks = positionOptions.length > 0;
  const [form, setForm] = useState<RequestForm>({
    location: shift.location_id,
    position: picks ? positionIdOf(shift.position, positionOptions) : shift.position,
    day: wallClock(shift.starts_at, zone).day,
    start: hhmm(shift.starts_at, zone),
    end: hhmm(shift.ends_at, zone),
    headcount: String(shift.headcount),
    notes: shift.notes ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof RequestForm, string>>>({});
  const { busy, run } = useAction({ fallbackError: t('failed') });
  const [long, setLong] = useState<EditBody | null>(null);
  const location = { _id: shift.location_id, name: shift.location_name, company_name: shift.company_name, timezone: zone };

  async function send(body: EditBody) {
    const res = await run(
      async () => {
        try {
          return { saved: await callApi(shiftsRoutes.editShift, { params: { id: shift._id }, body }) };
        } catch (err) {
          // The server's own length rule asks: a question for the person, not a failure to toast.
          if (err instanceof HttpError && err.body.error_code === 'confirm_required' && !body.confirm_long) return { saved: null };
          throw err;
        }
      },
      ({ saved }) => (saved ? (saved.message ?? t('saved')) : ''),
      (fields) => {
        const out: Partial<Record<keyof RequestForm, string>> = {};
        for (const [k, v] of Object.entries(fields)) if (FIELD_OF[k]) out[FIELD_OF[k]] ??= v;
        setErrors(out);
      },
    );
    if (!res) return;
    if (!res.saved) return setLong(body);
    onSaved(res.saved.data);
    onClose();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const local: Partial<Record<keyof RequestForm, string>> = {};
    if (!picks && !form.position.trim()) local.position = tr('errors.position');
    if (!isDay(form.day)) local.day = tr('errors.day');
    if (!form.start) local.start = tr('errors.time');
    if (!form.end) local.end = tr('errors.time');
    if (Object.keys(local).length) return setErrors(local);
    const position = picks ? (form.position ? { position_id: form.position } : {}) : { position: form.position.trim() };
    const body: EditBody = {
      ...position,
      ...shiftTimes(form.day, form.start, form.end, zone),
      headcount: Number(form.headcount),
      notes: form.notes.trim() || null,
    };
    if (isLongShift(shiftLength(body.starts_at, body.ends_at, zone))) return setLong(body);
    await send(body);
  }

  return (
    <Dialog open onOpenChange={(o) => (o ? undefined : onClose())} title={t('title')} description={t('description')}>
      <form onSubmit={submit} noValidate>
        <RequestFields
          form={form}
          errors={errors}
          locations={[location]}
          positions={[shift.position]}
          positionOptions={picks ? positionOptions : undefined}
          onChange={(patch) => {
            setForm((f) => ({ ...f, ...patch, location: shift.location_id }));
            setErrors((er) => ({ ...er, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
          }}
        />
        <FormActions onCancel={onClose} cancelLabel={t('cancel')} submitLabel={t('save')} busy={busy} className="mt-6" />
      </form>
      <LongShiftConfirm
        length={long ? shiftLength(long.starts_at, long.ends_at, zone) : null}
        confirmLabel={t('save')}
        busy={busy}
        onCancel={() => setLong(null)}
        onConfirm={() => {
          if (long) void send({ ...long, confirm_long: true });
        }}
      />
    </Dialog>
  );
}
