import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/config';
import { linkMail, messageMail, recipientLocale, type LinkMailKind } from '@/lib/mail/catalogue';
import { icuArguments } from '@/tests/support/icu-arguments';

// Issue 22 item 7: the mails that are not notifications are worded from messages/mails in every
// language, with the same placeholders as English, and pick the recipient's language first.

type Tree = { [k: string]: string | Tree };
const catalogue = (locale: string): Tree =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'messages/mails', `${locale}.json`), 'utf8')) as Tree;
const leaves = (t: Tree, prefix = ''): [string, string][] =>
  Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));
/** Placeholders only: a plural's branches differ by language, its argument does not. */
const args = (text: string) => icuArguments(text).filter((a) => !a.includes(':'));

const KINDS: LinkMailKind[] = ['signIn', 'invitation', 'placementConfirm'];
const VALUES = {
  name: 'Ada <Admin>',
  tenant: 'Acme & Co',
  minutes: 15,
  days: 7,
  headcount: 3,
  position: 'Picker',
  start: '2030-03-04',
  location: 'Dock 7',
  hours: 48,
};

describe('mail catalogue (messages/mails)', () => {
  it('has every English key, with the same placeholders, in all eight languages', () => {
    const en = new Map(leaves(catalogue('en')));
    for (const locale of LOCALES) {
      const own = new Map(leaves(catalogue(locale)));
      expect([...own.keys()].sort(), locale).toEqual([...en.keys()].sort());
      for (const [key, text] of en) expect(args(own.get(key)!).sort(), `${locale} ${key}`).toEqual(args(text).sort());
    }
  });

  it('renders each mail in each language with every placeholder filled and user input escaped in the HTML', async () => {
    for (const locale of LOCALES) {
      for (const kind of KINDS) {
        const mail = await linkMail(kind, locale, 'https://portal.example/acme/login?token=abc', VALUES);
        expect(mail.locale).toBe(locale);
        for (const part of [mail.subject, mail.text, mail.html]) expect(part, `${locale} ${kind}`).not.toMatch(/[{}]/);
        expect(mail.text).toContain('https://portal.example/acme/login?token=abc');
        expect(mail.html).toContain('Acme &amp; Co');
        expect(mail.html).not.toContain('<Admin>');
      }
      const message = await messageMail(locale, { name: 'Ada', body: 'Line one\n<b>two</b>', sender: 'Sam', tenant: 'Acme' });
      expect(message.text).toContain('Line one\n<b>two</b>');
      expect(message.html).toContain('Line one<br>&lt;b&gt;two&lt;/b&gt;');
    }
  });

  it("speaks the saved language first, then the request's, then English", () => {
    expect(recipientLocale('de', 'fr')).toBe('de');
    expect(recipientLocale(null, 'fr')).toBe('fr');
    expect(recipientLocale('xx', undefined)).toBe('en');
  });
});
