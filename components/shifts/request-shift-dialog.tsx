'use client';
import { useAction } from '@/lib/browser/use-action';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { HttpError } from '@/lib/browser/api-client';
import { callApi } from '@/lib/browser/typed-api';
import { onDemandRoutes } from '@/lib/contracts/routes/on-demand';
import { isLongShift, shiftLength, type ShiftLength } from '@/lib/on-demand/long-shift';
import { createShiftBody } from '@/lib/on-demand/schema';
import { isDay } from '@/lib/schema-kit/days';
import type { BoardLocation } from '@/lib/shifts-board/types';
import { shiftTimes } from '@/lib/shifts-board/zone';
import { LongShiftConfirm } from './long-shift-confirm';
import { RequestFields, type RequestForm } from './request-fields';
import { CalendarFields, calendarPayload, EMPTY_CALENDAR, type CalendarDraft } from '@/components/work-requests/calendar-fields';
import type { PositionOption } from '@/components/work-requests/position-select';
import { RequestHint } from '@/components/work-requests/request-hint';

export type CreatedShift = {
  _id: string;
  location_id: string;
  position: string;
  starts_at: string;
  ends_at: string;
  headcount: number;
  status: string;
  /** Set when a multi-day or repeating request made several shifts. */
  created_count?: number;
};

type RequestBody = {
  app: 'client-portal';
  draft: true;
  location_id: string;
  position_id: string;
  starts_at: string;
  ends_at: string;
  headcount: number;
  notes?: string;
  end_date?: string;
  repeat?: { weekdays: number[]; count?: number };
};
/** A request waiting for "yes, this long": the body to resend with confirm_long, and what to show. */
type LongShift = { body: RequestBody; timeZone: string; length: ShiftLength };

// API field → form field, so a server error lands under the input it is about.
const FIELD_OF: Record<string, keyof RequestForm> = {
  location_id: 'location',
  position: 'position',
  position_id: 'position',
  starts_at: 'start',
  ends_at: 'end',
  headcount: 'headcount',
};

type CalendarErrors = { end_date?: string; repeat?: string };
function calendarErrors(errors: Record<string, unknown> | undefined): CalendarErrors {
  const pick = (k: string) => (typeof errors?.[k] === 'string' ? (errors[k] as string) : undefined);
  return { end_date: pick('end_date'), repeat: pick('repeat') };
}

function fieldErrors(errors: Record<string, unknown> | undefined): Partial<Record<keyof RequestForm, string>> {
  const out: Partial<Record<keyof RequestForm, string>> = {};
  for (const [k, v] of Object.entries(errors ?? {})) if (FIELD_OF[k] && typeof v === 'string') out[FIELD_OF[k]] ??= v;
  return out;
}

/**
 * "Request a shift": sent as a draft from the client portal (SPEC §7: app=client-portal, draft=true),
 * for the agency to review. Times are the chosen location's wall clock.
 */
export function RequestShiftDialog({
  open,
  onOpenChange,
  locations,
  positions,
  positionOptions,
  initial,
  title,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  locations: readonly BoardLocation[];
  positions: string[];
  /** The agency's positions: the request names one of them by id. */
  positionOptions: readonly PositionOption[];
  initial: { location: string; day: string };
  title: string;
  onCreated: (shift: CreatedShift, timeZone: string) => void;
}) {
  const t = useTranslations('shiftsBoard.request');
  const tw = useTranslations('workRequests');
  const [form, setForm] = useState<RequestForm>({
    location: initial.location,
    position: '',
    day: initial.day,
    start: '09:00',
    end: '17:00',
    headcount: '1',
    notes: '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof RequestForm, string>>>({});
  const [calendar, setCalendar] = useState<CalendarDraft>(EMPTY_CALENDAR);
  const [calErrors, setCalErrors] = useState<CalendarErrors>({});
  const { busy, run } = useAction({ fallbackError: t('failed') });
  const [long, setLong] = useState<LongShift | null>(null);

  async function send(body: RequestBody, timeZone: string, confirmed: boolean) {
    const res = await run(
      async () => {
        try {
          return { created: await callApi(onDemandRoutes.requestShift, { body: confirmed ? { ...body, confirm_long: true } : body }) };
        } catch (err) {
          // The server's own length rule asks too (e.g. a clock change the form did not foresee): a question
          // for the person, not a failure to toast.
          if (err instanceof HttpError && err.body.error_code === 'confirm_required' && !confirmed) return { created: null };
          throw err;
        }
      },
      ({ created }) =>
        !created ? '' : created.data.created_count ? tw('createdMany', { count: created.data.created_count }) : t('created'),
      (fields) => {
        setErrors(fieldErrors(fields));
        setCalErrors(calendarErrors(fields));
      },
    );
    if (!res) return;
    if (!res.created) return setLong({ body, timeZone, length: shiftLength(body.starts_at, body.ends_at, timeZone) });
    setLong(null);
    onCreated(res.created.data, timeZone);
    onOpenChange(false);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const location = locations.find((l) => l._id === form.location);
    const local: Partial<Record<keyof RequestForm, string>> = {};
    if (!location) local.location = t('errors.location');
    if (!form.position) local.position = tw('choosePosition');
    if (!isDay(form.day)) local.day = t('errors.day');
    if (!form.start) local.start = t('errors.time');
    if (!form.end) local.end = t('errors.time');
    if (!location || Object.keys(local).length) return setErrors(local);
    const body: RequestBody = {
      app: 'client-portal',
      draft: true,
      location_id: location._id,
      position_id: form.position,
      ...shiftTimes(form.day, form.start, form.end, location.timezone),
      headcount: Number(form.headcount),
      notes: form.notes.trim() || undefined,
      ...calendarPayload(calendar),
    };
    const parsed = createShiftBody.safeParse(body);
    if (!parsed.success) {
      const issues = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? ''), tw('invalid')]));
      setCalErrors(calendarErrors(issues));
      return setErrors(fieldErrors(issues));
    }
    // A shift over LONG_SHIFT_HOURS (08:00 → 07:00 is 23 h) is sent only once the person says it is meant to be.
    const length = shiftLength(body.starts_at, body.ends_at, location.timezone);
    if (isLongShift(length)) return setLong({ body, timeZone: location.timezone, length });
    await send(body, location.timezone, false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={t('description')}>
      <RequestHint kind="shift" />
      <form onSubmit={submit} noValidate>
        <RequestFields
          positionOptions={positionOptions}
          form={form}
          errors={errors}
          locations={locations}
          positions={positions}
          onChange={(patch) => {
            setForm((f) => ({ ...f, ...patch }));
            setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
          }}
        />
        <div className="mt-4">
          <CalendarFields
            value={calendar}
            minDate={form.day}
            errors={calErrors}
            onChange={(patch) => {
              setCalendar((c) => ({ ...c, ...patch }));
              setCalErrors({});
            }}
          />
        </div>
        <FormActions
          onCancel={() => onOpenChange(false)}
          cancelLabel={t('cancel')}
          submitLabel={t('submit')}
          busy={busy}
          className="mt-6"
        />
      </form>
      <LongShiftConfirm
        length={long?.length ?? null}
        confirmLabel={t('confirmLong')}
        busy={busy}
        onCancel={() => setLong(null)}
        onConfirm={() => {
          if (long) void send(long.body, long.timeZone, true);
        }}
      />
    </Dialog>
  );
}
