import 'server-only';
import type { NextRequest } from 'next/server';
import { createTranslator, type AbstractIntlMessages } from 'next-intl';
import { isDay } from '@/lib/schema-kit/days';
import { LOCALE_COOKIE, resolveLocale, type Locale } from '@/lib/i18n/config';
import { withFallback } from '@/lib/i18n/messages';
import { NOTIFICATION_EVENTS, type NotificationEvent } from '@/lib/notification-settings/events';
import { namedLabel } from '@/lib/notifications/named-events';
import type { NotificationPayloads } from '@/lib/notifications/payloads';
import type { OwnLabels } from '@/lib/settings/label-words';

/**
 * Titles of the notification centre, rendered when the list is read, in the reader's language (the
 * row keeps only the event's parameters: lib/notifications/payloads.ts). Rows outlive code, so a
 * payload is read defensively: a missing field renders empty, never as a 500.
 */

/** The locale of an API request, decided as the pages decide it: the cookie, then Accept-Language, then en. */
export const requestLocale = (req: NextRequest): Locale =>
  resolveLocale(req.cookies.get(LOCALE_COOKIE)?.value, req.headers.get('accept-language'));

type Values = Record<string, string | number>;
type Text = { key: string; values: Values };
type Rendered = Text & { body?: Text };
/** A stored payload of event E as read back: every field may be missing or of another type. */
type Stored<E extends NotificationEvent> = { [K in keyof NotificationPayloads[E]]?: unknown };
type Fmt = { text: (v: unknown) => string; count: (v: unknown) => number; day: (v: unknown) => string };

/** A shift's place and wall-clock times, as the shift notifications to its requester name them. */
const shiftValues = (p: Stored<'shift_published'>, f: Fmt): Values => ({
  location: f.text(p.location),
  position: f.text(p.position),
  date: f.day(p.date),
  start: f.text(p.start),
  end: f.text(p.end),
});

const SPECS: { [E in NotificationEvent]: (p: Stored<E>, f: Fmt) => Rendered } = {
  timesheet_submitted: (p, f) => {
    const place = { worker: f.text(p.worker), location: f.text(p.location), week: f.day(p.week_start) };
    // One timesheet names itself; a batch names its count (of those still awaiting) and, below, the first of it.
    return (Array.isArray(p.timesheet_ids) && p.timesheet_ids.length > 1) || f.count(p.count) > 1
      ? { key: 'timesheet_submitted_many', values: { count: f.count(p.count) }, body: { key: 'timesheet_submitted_many', values: place } }
      : { key: 'timesheet_submitted', values: place };
  },
  timesheet_approved: (p, f) => ({
    key: 'timesheet_approved',
    values: { by: f.text(p.by), worker: f.text(p.worker), location: f.text(p.location), week: f.day(p.week_start) },
  }),
  timesheet_rejected: (p, f) => ({
    key: 'timesheet_rejected',
    values: { by: f.text(p.by), worker: f.text(p.worker), location: f.text(p.location), week: f.day(p.week_start) },
    body: f.text(p.reason) ? { key: 'timesheet_rejected', values: { reason: f.text(p.reason) } } : undefined,
  }),
  application_received: (p, f) => ({ key: 'application_received', values: { candidate: f.text(p.candidate), job: f.text(p.job) } }),
  placement_created: (p, f) => ({
    key: 'placement_created',
    values: { candidate: f.text(p.candidate), company: f.text(p.company), position: f.text(p.position) },
  }),
  order_created: (p, f) => ({
    key: 'order_created',
    values: { company: f.text(p.company), position: f.text(p.position), headcount: f.count(p.headcount) },
  }),
  shift_requested: (p, f) => ({
    key: 'shift_requested',
    values: { location: f.text(p.location), position: f.text(p.position), date: f.day(p.date) },
  }),
  shift_published: (p, f) => ({ key: 'shift_published', values: shiftValues(p, f) }),
  shift_cancelled: (p, f) => ({
    key: 'shift_cancelled',
    values: { ...shiftValues(p, f), by: f.text(p.by) },
    body: f.text(p.reason) ? { key: 'shift_cancelled', values: { reason: f.text(p.reason) } } : undefined,
  }),
  shift_rescheduled: (p, f) => ({ key: 'shift_rescheduled', values: shiftValues(p, f) }),
  onboarding_completed: (p, f) => ({ key: 'onboarding_completed', values: { candidate: f.text(p.candidate), packet: f.text(p.packet) } }),
  placement_request_confirmed: (p, f) => ({
    key: 'placement_request_confirmed',
    values: { company: f.text(p.company), position: f.text(p.position), headcount: f.count(p.headcount) },
  }),
  ticket_replied: (p, f) => ({ key: 'ticket_replied', values: { subject: f.text(p.subject) } }),
  approval_due_soon: (p, f) => ({ key: 'approval_due_soon', values: { count: f.count(p.count), due: f.day(p.due_date) } }),
  approval_past_due: (p, f) => ({ key: 'approval_past_due', values: { count: f.count(p.count), due: f.day(p.due_date) } }),
  approval_escalated: (p, f) => ({
    key: 'approval_escalated',
    values: { count: f.count(p.count), due: f.day(p.due_date), approver: f.text(p.approver) },
  }),
  approval_digest: (p, f) => ({ key: 'approval_digest', values: { count: f.count(p.count) } }),
};

const isEvent = (v: string): v is NotificationEvent => (NOTIFICATION_EVENTS as readonly string[]).includes(v);

async function catalogue(locale: Locale): Promise<AbstractIntlMessages> {
  const en = (await import('@/messages/notificationCentre/en.json')).default as AbstractIntlMessages;
  if (locale === 'en') return en;
  const own = (await import(`@/messages/notificationCentre/${locale}.json`)).default as AbstractIntlMessages;
  return withFallback(en, own);
}

function formatters(locale: Locale): Fmt {
  // Days are calendar days (yyyy-MM-dd): formatted at UTC so no zone moves them to the day before.
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
  return {
    text,
    count: (v) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.trunc(v) : 0),
    day: (v) => (typeof v === 'string' && isDay(v) ? dates.format(new Date(`${v}T00:00:00Z`)) : text(v)),
  };
}

type NotificationText = { title: string; body?: string };

/**
 * `resolved`: an approval item none of whose timesheets awaits a decision any more (lib/timesheets/approval-notice-queries.ts).
 * `labels`: the tenant's renamed labels in this locale; a title naming one reads from the `named` group.
 */
type Renderer = (event: string, payload: Record<string, unknown>, resolved?: boolean, labels?: OwnLabels) => NotificationText;
// One per locale for the life of the process: the bell polls, and its catalogue and compiled texts never change.
const renderers = new Map<Locale, Promise<Renderer>>();

/** The renderer of one locale: each row's title (and second line) from its event and payload. */
export function notificationRenderer(locale: Locale): Promise<Renderer> {
  let found = renderers.get(locale);
  if (!found) {
    found = makeRenderer(locale);
    renderers.set(locale, found);
    // A failed load is not kept: the next request tries again.
    found.catch(() => renderers.delete(locale));
  }
  return found;
}

async function makeRenderer(locale: Locale): Promise<Renderer> {
  // Keys are built from the event at run time: the translator sees the two groups it reads as maps of texts.
  const messages = (await catalogue(locale)) as {
    events: Record<string, string>;
    bodies: Record<string, string>;
    named: Record<string, string>;
  };
  const t = createTranslator({ locale, messages, timeZone: 'UTC' });
  const say = (group: 'events' | 'bodies' | 'named', text: Text) => t(`${group}.${text.key}`, text.values);
  const f = formatters(locale);
  return (event, payload, resolved, labels) => {
    if (!isEvent(event)) return { title: say('events', { key: 'unknown', values: {} }) };
    if (resolved) return { title: say('events', { key: 'approvals_decided', values: { count: f.count(payload?.count) } }) };
    const spec = SPECS[event] as (p: Record<string, unknown>, f: Fmt) => Rendered;
    const rendered = spec(payload ?? {}, f);
    const label = namedLabel(event, labels);
    const title = label
      ? say('named', { key: rendered.key, values: { ...rendered.values, label: label.singular } })
      : say('events', rendered);
    return { title, ...(rendered.body ? { body: say('bodies', rendered.body) } : {}) };
  };
}
