import { parseISO } from 'date-fns';
import { createTranslator } from 'next-intl';
import { DEFAULT_LOCALE, directionOf, isLocale, type Locale } from '@/lib/i18n/config';
import { withFallback, type Messages } from '@/lib/i18n/messages';
import { escapeHtml } from '@/lib/mail/escape';
import { textOn } from '@/lib/settings/branding';
import type { NotificationEvent } from '@/lib/notification-settings/events';
import type { OwnLabels } from '@/lib/settings/label-words';
import { namedLabel } from './named-events';

type Catalogue = Record<string, unknown>;
const loaders: Record<Locale, () => Promise<{ default: Catalogue }>> = {
  en: () => import('@/messages/notifications/en.json'),
  ar: () => import('@/messages/notifications/ar.json'),
  de: () => import('@/messages/notifications/de.json'),
  es: () => import('@/messages/notifications/es.json'),
  fr: () => import('@/messages/notifications/fr.json'),
  it: () => import('@/messages/notifications/it.json'),
  ru: () => import('@/messages/notifications/ru.json'),
  zh: () => import('@/messages/notifications/zh.json'),
};

type Branding = { tenantName: string; color: string; logoUrl: string | null };
export type RenderInput = {
  event: NotificationEvent;
  payload: Record<string, unknown>;
  locale: string | null;
  name: string;
  branding: Branding;
  /** Absolute URLs: the deep link (or the approval link), and the one-click unsubscribe. */
  actionUrl: string | null;
  unsubscribeUrl: string | null;
  /** When the action URL is an approval link: the day it stops working (yyyy-MM-dd). */
  linkExpires?: string | null;
  /** The labels the tenant renamed, in the reader's language (lib/settings/label-words.ts). */
  labels?: OwnLabels;
};
export type RenderedMail = { subject: string; text: string; html: string; locale: Locale };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day as the reader writes it (e.g. "Mon 3 Mar 2025" → Intl's medium date in their language). */
function day(value: unknown, locale: Locale): string {
  if (typeof value !== 'string' || !DAY.test(value)) return String(value ?? '');
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(parseISO(`${value}T00:00:00Z`));
}

/** The ICU parameters of an event: its payload, with days formatted and absent values made empty. */
function params(
  payload: Record<string, unknown>,
  locale: Locale,
  t: (key: string) => string,
  event: NotificationEvent,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(payload)) if (typeof v === 'string' || typeof v === 'number') out[k] = v;
  out.week = day(payload.week_start, locale);
  out.due = day(payload.due_date, locale);
  out.date = day(payload.date, locale);
  if (event === 'timesheet_rejected' && !payload.reason) out.reason = t(`events.${event}.noReason`);
  return out;
}

/**
 * The mail of one notification in the reader's language (falling back to English for a key a
 * language lacks), as plain text and as HTML in the tenant's colour and logo. Every value that came
 * from a user is escaped in the HTML; the text part carries the same words.
 */
export async function renderMail(input: RenderInput): Promise<RenderedMail> {
  const locale: Locale = isLocale(input.locale) ? input.locale : DEFAULT_LOCALE;
  const [en, own] = await Promise.all([loaders.en(), loaders[locale]()]);
  const messages = locale === 'en' ? en.default : withFallback(en.default as Messages, own.default as Messages);
  const t = createTranslator({ locale, messages, onError: () => undefined }) as unknown as (
    key: string,
    values?: Record<string, string | number>,
  ) => string;
  const p = params(input.payload, locale, (k) => t(k), input.event);
  // A renamed label ("Booking") is named as typed, in the `named` group's sentences built around it.
  const label = namedLabel(input.event, input.labels);
  const group = label ? 'named' : 'events';
  if (label) Object.assign(p, { label: label.singular, labels: label.plural });
  const subject = t(`${group}.${input.event}.subject`, p);
  const body = t(`${group}.${input.event}.body`, p);
  const action = t(label ? `namedActions.${input.event}` : `events.${input.event}.action`, p);
  const greeting = t('common.greeting', { name: input.name });
  const why = t('common.why', { tenant: input.branding.tenantName });
  const expiry = input.linkExpires ? t('common.approveBefore', { date: day(input.linkExpires, locale) }) : null;
  const unsubscribe = t('common.unsubscribe');
  const text = [
    greeting,
    '',
    body,
    '',
    ...(input.actionUrl ? [`${action}: ${input.actionUrl}`, ''] : []),
    ...(expiry ? [expiry, ''] : []),
    '--',
    why,
    ...(input.unsubscribeUrl ? [`${unsubscribe}: ${input.unsubscribeUrl}`] : []),
  ].join('\n');
  return { subject, text, html: html({ ...input, locale, greeting, body, action, why, expiry, unsubscribe }), locale };
}

function html(
  v: RenderInput & {
    locale: Locale;
    greeting: string;
    body: string;
    action: string;
    why: string;
    expiry: string | null;
    unsubscribe: string;
  },
): string {
  const e = escapeHtml;
  const color = /^#[0-9a-f]{6}$/i.test(v.branding.color) ? v.branding.color : '#1d4ed8';
  // The header and the button wear the brand colour: their text follows from it (at least 4.5:1).
  const onColor = textOn(color);
  const logo = v.branding.logoUrl
    ? `<img src="${e(v.branding.logoUrl)}" alt="${e(v.branding.tenantName)}" height="40" style="height:40px">`
    : `<strong style="font-size:18px;color:${onColor}">${e(v.branding.tenantName)}</strong>`;
  const button = v.actionUrl
    ? `<p style="margin:24px 0"><a href="${e(v.actionUrl)}" style="background:${color};color:${onColor};padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${e(v.action)}</a></p>`
    : '';
  return (
    `<!doctype html><html lang="${v.locale}" dir="${directionOf(v.locale)}"><body style="margin:0;background:#f1f5f9;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#0f172a">` +
    `<div style="max-width:560px;margin:0 auto;background:#ffffff"><div style="background:${color};padding:16px 24px">${logo}</div>` +
    `<div style="padding:24px"><p>${e(v.greeting)}</p><p>${e(v.body)}</p>${button}${v.expiry ? `<p style="color:#475569;font-size:13px">${e(v.expiry)}</p>` : ''}</div>` +
    `<div style="padding:16px 24px;border-top:1px solid #e2e8f0;color:#64748b;font-size:12px"><p>${e(v.why)}</p>` +
    (v.unsubscribeUrl ? `<p><a href="${e(v.unsubscribeUrl)}" style="color:#64748b">${e(v.unsubscribe)}</a></p>` : '') +
    '</div></div></body></html>'
  );
}
