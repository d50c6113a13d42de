import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/config';
import { NOTIFICATION_EVENTS, type NotificationEvent } from '@/lib/notification-settings/events';
import type { NotificationPayloads } from '@/lib/notifications/payloads';
import { renderMail } from '@/lib/notifications/render';

/** A payload of every event, with values that would show if a placeholder were left unfilled. */
const ids = ['00000000-0000-4000-8000-000000000001'];
const PAYLOADS: NotificationPayloads = {
  timesheet_submitted: { count: 3, worker: 'Sam Worker', location: 'Dock 7', week_start: '2030-03-04', timesheet_ids: ids },
  timesheet_approved: { worker: 'Sam Worker', location: 'Dock 7', week_start: '2030-03-04', by: 'Casey Contact' },
  timesheet_rejected: { worker: 'Sam Worker', location: 'Dock 7', week_start: '2030-03-04', by: 'Casey Contact', reason: null },
  application_received: { candidate: 'Ada Lovelace', job: 'Night picker' },
  placement_created: { candidate: 'Ada Lovelace', company: 'Northwind', position: 'Picker' },
  order_created: { company: 'Northwind', position: 'Picker', headcount: 5 },
  shift_requested: { location: 'Dock 7', position: 'Picker', date: '2030-03-05' },
  shift_published: { location: 'Dock 7', position: 'Picker', date: '2030-03-05', start: '08:00', end: '16:30' },
  shift_cancelled: {
    location: 'Dock 7',
    position: 'Picker',
    date: '2030-03-05',
    start: '08:00',
    end: '16:30',
    by: 'Avery Agent',
    reason: 'Site closed for inventory',
  },
  shift_rescheduled: { location: 'Dock 7', position: 'Picker', date: '2030-03-06', start: '09:00', end: '17:00' },
  onboarding_completed: { candidate: 'Ada Lovelace', packet: 'Warehouse starter' },
  placement_request_confirmed: { company: 'Northwind', position: 'Picker', headcount: 2 },
  ticket_replied: { subject: 'Badge not working' },
  approval_due_soon: { count: 1, due_date: '2030-03-18', timesheet_ids: ids },
  approval_past_due: { count: 21, due_date: '2030-03-18', timesheet_ids: ids },
  approval_escalated: { count: 2, due_date: '2030-03-18', approver: 'Casey Contact', timesheet_ids: ids },
  approval_digest: { count: 4, timesheet_ids: ids },
};
const branding = { tenantName: 'Acme Staffing', color: '#0f766e', logoUrl: 'https://portal.example/logo.png' };
const render = (event: NotificationEvent, locale: string, payload: object = PAYLOADS[event]) =>
  renderMail({
    event,
    payload: payload as Record<string, unknown>,
    locale,
    name: 'Riley',
    branding,
    actionUrl: 'https://portal.example/timesheets',
    unsubscribeUrl: 'https://portal.example/unsubscribe?token=t',
    linkExpires: '2030-03-25',
  });

describe('notification mails', () => {
  it.each(LOCALES)(
    'every event renders in %s: no missing key, no unfilled placeholder, HTML in the language and direction',
    async (locale) => {
      for (const event of NOTIFICATION_EVENTS) {
        const mail = await render(event, locale);
        expect(mail.locale).toBe(locale);
        for (const part of [mail.subject, mail.text]) {
          expect(part, `${event} ${locale}`).not.toMatch(/events\.|common\.|\{[a-z_]+\}|undefined|NaN/);
        }
        expect(mail.subject.length).toBeGreaterThan(5);
        expect(mail.html).toContain(`lang="${locale}"`);
        expect(mail.html).toContain(locale === 'ar' ? 'dir="rtl"' : 'dir="ltr"');
        expect(mail.html).toContain('href="https://portal.example/unsubscribe?token=t"');
        expect(mail.text).toContain('https://portal.example/timesheets');
      }
    },
  );

  it('a language other than English has its own words, not English ones', async () => {
    const en = await render('timesheet_submitted', 'en');
    for (const locale of LOCALES.filter((l) => l !== 'en'))
      expect((await render('timesheet_submitted', locale)).subject).not.toBe(en.subject);
  });

  it('an unknown or missing language falls back to English', async () => {
    expect((await render('order_created', 'xx')).subject).toBe('New order from Northwind: Picker');
  });

  it('escapes what users typed in the HTML, keeps it readable in the text', async () => {
    const mail = await render('ticket_replied', 'en', { subject: '<img src=x onerror=alert(1)> & "quotes"' });
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
    expect(mail.subject).toBe('New reply to your ticket: <img src=x onerror=alert(1)> & "quotes"');
  });

  it('pluralises counts and formats days for the reader', async () => {
    expect((await render('timesheet_submitted', 'en', { ...PAYLOADS.timesheet_submitted, count: 1 })).subject).toBe(
      'A timesheet awaits your approval',
    );
    expect((await render('timesheet_submitted', 'en')).subject).toBe('3 timesheets await your approval');
    expect((await render('shift_requested', 'en')).subject).toBe('Shift requested: Picker at Dock 7 on Mar 5, 2030');
    expect((await render('shift_requested', 'de')).subject).toContain('05.03.2030');
    // The requester hears back: published with its times, cancelled with who and why, moved with the new times.
    expect((await render('shift_published', 'en')).text).toContain('Picker shift you requested at Dock 7 on Mar 5, 2030, 08:00–16:30');
    const cancelled = await render('shift_cancelled', 'es');
    expect(cancelled.subject).toBe('Turno cancelado: Picker en Dock 7 el 5 mar 2030');
    expect(cancelled.text).toContain('Avery Agent canceló');
    expect(cancelled.text).toContain('Motivo: Site closed for inventory');
    expect((await render('shift_rescheduled', 'fr')).text).toContain('6 mars 2030, 09:00–17:00');
    expect((await render('timesheet_rejected', 'en')).text).toContain('Reason: none given');
  });

  it('an unusable brand colour falls back to a safe one (nothing a tenant stored runs in the mail)', async () => {
    const mail = await renderMail({
      event: 'order_created',
      payload: PAYLOADS.order_created,
      locale: 'en',
      name: 'R',
      branding: { ...branding, color: 'red;background:url(javascript:x)' },
      actionUrl: null,
      unsubscribeUrl: null,
    });
    expect(mail.html).not.toContain('javascript:');
  });

  it('the text on the brand-coloured header and button follows the colour (dark on a light brand, white on a dark one)', async () => {
    const mail = (color: string) =>
      renderMail({
        event: 'order_created',
        payload: PAYLOADS.order_created,
        locale: 'en',
        name: 'R',
        branding: { ...branding, color, logoUrl: null },
        actionUrl: 'https://portal.example/orders/1',
        unsubscribeUrl: null,
      });
    const light = (await mail('#f5e663')).html;
    expect(light).toContain('<strong style="font-size:18px;color:#1f2937">');
    expect(light).toContain('background:#f5e663;color:#1f2937;');
    const dark = (await mail('#1a1a2e')).html;
    expect(dark).toContain('<strong style="font-size:18px;color:#ffffff">');
    expect(dark).toContain('background:#1a1a2e;color:#ffffff;');
  });
});
