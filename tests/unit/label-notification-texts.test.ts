import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@/lib/i18n/config';
import { notificationRenderer } from '@/lib/notification-centre/render';
import { NAMED_EVENTS } from '@/lib/notifications/named-events';
import { renderMail } from '@/lib/notifications/render';

/**
 * Issue 22 item 9: a mail about a shift, placement or order of a tenant that renamed that label names its
 * word as typed, in the sentences of the reader's language, in every language; without a rename the
 * catalogue's own sentence stays. The `named` sentences have their own keys, so each language is checked.
 */

const PAYLOADS: Record<keyof typeof NAMED_EVENTS, Record<string, unknown>> = {
  shift_requested: { location: 'Dock 7', position: 'Picker', date: '2030-03-05' },
  shift_published: { location: 'Dock 7', position: 'Picker', date: '2030-03-05', start: '08:00', end: '16:30' },
  shift_cancelled: {
    location: 'Dock 7',
    position: 'Picker',
    date: '2030-03-05',
    start: '08:00',
    end: '16:30',
    by: 'Avery',
    reason: 'Closed',
  },
  shift_rescheduled: { location: 'Dock 7', position: 'Picker', date: '2030-03-06', start: '09:00', end: '17:00' },
  placement_created: { candidate: 'Ada Lovelace', company: 'Northwind', position: 'Picker' },
  order_created: { company: 'Northwind', position: 'Picker', headcount: 5 },
  placement_request_confirmed: { company: 'Northwind', position: 'Picker', headcount: 2 },
};
const EVENTS = Object.keys(NAMED_EVENTS) as (keyof typeof NAMED_EVENTS)[];
const WORDS = { shift: 'Gig', placement: 'Engagement', order: 'Staffing ask' };

const render = (event: keyof typeof NAMED_EVENTS, locale: Locale, word: string | null) =>
  renderMail({
    event,
    payload: PAYLOADS[event],
    locale,
    name: 'Riley',
    branding: { tenantName: 'Acme', color: '#0f766e', logoUrl: null },
    actionUrl: 'https://portal.example/jobs',
    unsubscribeUrl: null,
    labels: word ? { [NAMED_EVENTS[event]]: { singular: word, plural: `${word}s` } } : {},
  });

describe('mails name a renamed label', () => {
  it.each(LOCALES)('in %s: each labelled event says the tenant’s word, every placeholder filled', async (locale) => {
    for (const event of EVENTS) {
      const word = WORDS[NAMED_EVENTS[event]];
      const named = await render(event, locale, word);
      const plain = await render(event, locale, null);
      for (const part of [named.subject, named.text])
        expect(part, `${event} ${locale}`).not.toMatch(/named\.|namedActions\.|events\.|\{[a-z_]+\}|undefined/);
      expect(named.subject, `${event} ${locale}`).toContain(word);
      expect(named.text, `${event} ${locale}`).toContain(word);
      // A shift mail's button opens the board, which the tenant's plural titles.
      if (NAMED_EVENTS[event] === 'shift') expect(named.text, `${event} ${locale}`).toContain(`${word}s`);
      expect(plain.subject).not.toContain(word);
      // The language's own sentence, not English with a word swapped in (English itself excepted).
      if (locale !== 'en') expect(named.subject).not.toBe((await render(event, 'en', word)).subject);
    }
  });

  it('any word the admin types shows as typed in the subject, and escaped in the HTML', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() === s && !/[{}'#<>&"]/.test(s)),
        fc.constantFrom(...EVENTS),
        fc.constantFrom(...LOCALES),
        async (word, event, locale) => {
          const mail = await render(event, locale, word);
          expect(mail.subject).toContain(word);
        },
      ),
      { numRuns: 60 },
    );
    const html = (await render('shift_published', 'en', 'Gig <b>')).html;
    expect(html).toContain('Gig &lt;b&gt;');
    expect(html).not.toContain('Gig <b>');
  });
});

describe('bell items name a renamed label', () => {
  it.each(LOCALES)('in %s: each labelled event’s title says the tenant’s word, every placeholder filled', async (locale) => {
    const render = await notificationRenderer(locale);
    for (const event of EVENTS) {
      const word = WORDS[NAMED_EVENTS[event]];
      const named = render(event, PAYLOADS[event], false, { [NAMED_EVENTS[event]]: { singular: word, plural: `${word}s` } });
      expect(named.title, `${event} ${locale}`).toContain(word);
      expect(named.title, `${event} ${locale}`).not.toMatch(/named\.|\{[a-z_]+\}|undefined/);
      expect(render(event, PAYLOADS[event], false, {}).title).not.toContain(word);
    }
  });
});
