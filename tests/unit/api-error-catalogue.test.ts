import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, conflict, fieldError, notFound } from '@/lib/errors';
import { LOCALES } from '@/lib/i18n/config';
import { apiCatalogue, errorTranslator, renderError, say } from '@/lib/i18n/error-text';
import type { Messages } from '@/lib/i18n/messages';
import { describeZodIssues } from '@/lib/i18n/zod-messages';
import { readCsv } from '@/lib/import/csv';
import { answerErrors, answerProblems } from '@/lib/onboarding/answers';
import { subRoleBody } from '@/lib/users/schema';
import { icuArguments } from '@/tests/support/icu-arguments';

type Tree = { [k: string]: string | Tree };
/** What the API says: refusals (apiErrors) and confirmations of what was done (apiMessages, keys `done.*`). */
const CATALOGUES = ['apiErrors', 'apiMessages'] as const;
const catalogue = (locale: string, ns: (typeof CATALOGUES)[number] = 'apiErrors') =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'messages', ns, `${locale}.json`), 'utf8')) as Tree;
const flatten = (t: Tree, prefix = ''): Record<string, string> =>
  Object.entries(t).reduce<Record<string, string>>((acc, [k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    return typeof v === 'string' ? { ...acc, [key]: v } : { ...acc, ...flatten(v, key) };
  }, {});

const en = flatten(catalogue('en'));

for (const ns of CATALOGUES) {
  describe(`the ${ns} catalogue`, () => {
    const english = flatten(catalogue('en', ns));
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      it(`${locale}: every English key, no other, each with the same ICU arguments and a real translation`, () => {
        const other = flatten(catalogue(locale, ns));
        expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
        for (const [key, text] of Object.entries(english)) {
          expect(icuArguments(other[key]!), `${locale}:${key}`).toEqual(icuArguments(text));
          expect(other[key]!.trim(), `${locale}:${key}`).not.toBe('');
        }
        const untranslated = Object.keys(english).filter((k) => /[a-z]{4,} [a-z]{4,}/i.test(english[k]!) && other[k] === english[k]);
        expect(untranslated, `${locale}: English copies`).toEqual([]);
      });
    }
  });
}

describe('the apiErrors catalogue', () => {
  it('leaves `done` to the confirmations (apiMessages sits there in the one translator)', () => {
    expect(Object.keys(catalogue('en'))).not.toContain('done');
  });

  it('reads plural and select arguments, not their branch texts', () => {
    expect(icuArguments('{n, plural, one {# item} other {# items}} in {place}')).toEqual(['n', 'n:plural', 'place']);
    expect(icuArguments('{n, plural, one {# шт} few {# шт} many {# шт} other {# шт}} в {place}')).toEqual(['n', 'n:plural', 'place']);
    expect(icuArguments('{s, select, a {an {x}} other {{s}}}')).toEqual(['s', 's:select:a', 's:select:other', 'x']);
    expect(icuArguments('{rows, number} rows, at most {max, number}')).toEqual(['max', 'max:number', 'rows', 'rows:number']);
  });

  it('holds every validation key a schema names (schema messages are strings, not typed keys)', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((f) => {
        const full = path.join(dir, f);
        return statSync(full).isDirectory() ? files(full) : full.endsWith('.ts') ? [full] : [];
      });
    const named = new Set(
      files(path.join(process.cwd(), 'lib')).flatMap((f) =>
        [...readFileSync(f, 'utf8').matchAll(/'(validation\.[A-Za-z]+)'/g)].map((m) => m[1]!),
      ),
    );
    expect(named.size).toBeGreaterThan(20);
    expect([...named].filter((k) => !(k in en))).toEqual([]);
  });
});

const translator = (locale: 'en' | 'fr' | 'de' | 'ar' | 'ru') =>
  errorTranslator(locale, apiCatalogue(catalogue(locale) as Messages, catalogue(locale, 'apiMessages') as Messages));

describe('errors carry a key, worded per reader', () => {
  it('keeps the English text as the message, and says it in French at the boundary', () => {
    const err = conflict('users.ownRole');
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe('You cannot change your own role');
    expect(err.describe(translator('fr')).message).toBe('Vous ne pouvez pas modifier votre propre rôle');
    expect(notFound('company').describe(translator('de')).message).toBe('Firma nicht gefunden');
  });

  it('translates a field error’s problem inside its message and under errors', () => {
    const err = fieldError('end_date', 'validation.endBeforeStart');
    expect(err.message).toBe('end_date: must be on or after the start date');
    const fr = err.describe(translator('fr'));
    expect(fr.message).toBe('end_date : doit être égale ou postérieure à la date de début');
    expect(fr.errors).toEqual({ end_date: 'doit être égale ou postérieure à la date de début' });
  });

  it('formats ICU plurals per language', () => {
    expect(renderError(say('users.subRoleHeld', { count: 1 }), translator('en'))).toMatch(/^1 user holds/);
    expect(renderError(say('users.subRoleHeld', { count: 3 }), translator('en'))).toMatch(/^3 users hold/);
  });
});

describe('confirmations are said by key too', () => {
  it('words a bulk action’s count with each language’s plural rules', () => {
    const approved = (n: number, locale: 'en' | 'fr' | 'ru' | 'ar') =>
      renderError(say('done.timesheets.approved', { count: n }), translator(locale));
    expect([approved(1, 'en'), approved(3, 'en')]).toEqual(['1 timesheet approved', '3 timesheets approved']);
    expect([approved(1, 'fr'), approved(2, 'fr')]).toEqual(['1 feuille de temps approuvée', '2 feuilles de temps approuvées']);
    expect([approved(1, 'ru'), approved(3, 'ru'), approved(5, 'ru')]).toEqual([
      'Утверждён 1 табель',
      'Утверждено 3 табеля',
      'Утверждено 5 табелей',
    ]);
    expect(approved(2, 'ar')).toBe('تم اعتماد كشفَي ساعات');
  });

  it('keeps machine values as parameters (an email, a batch)', () => {
    expect(renderError(say('done.users.signInLinkSent', { email: 'a@b.co' }), translator('de'))).toBe(
      'Ein neuer Anmeldelink wurde an a@b.co gesendet',
    );
    expect(renderError(say('done.timesheets.exportedInBatch', { count: 2, batch: 'B-7' }), translator('en'))).toBe(
      '2 timesheets exported to payroll in batch B-7',
    );
  });
});

describe('no English in the parameters: the details are said by key too', () => {
  it('an onboarding answer’s problem names the tenant’s field label in the reader’s words', () => {
    const checked = answerProblems([{ key: 'agree', label: 'Zustimmung', type: 'checkbox', required: true }], { agree: false });
    if (checked.ok) throw new Error('expected a problem');
    const errors = answerErrors(checked.problems);
    expect(renderError(errors.agree!, translator('de'))).toBe('Zustimmung muss angekreuzt werden');
    expect(renderError(errors.agree!, translator('en'))).toBe('Zustimmung must be ticked');
  });

  it('the CSV parser’s refusal is ours, with the line, not csv-parse’s English', () => {
    let refused: unknown;
    try {
      readCsv('a,b\n"x,y\nz');
    } catch (e) {
      refused = e;
    }
    if (!(refused instanceof ApiError)) throw new Error('expected an ApiError');
    expect(refused.message).toBe('file: the file could not be read as CSV (a quoted value is not closed (line 3))');
    expect(refused.describe(translator('fr')).errors?.file).toMatch(/guillemets n’est pas fermée \(ligne 3\)/);
  });

  it('a refine’s details (a role, the refused keys) are parameters of a key', () => {
    const parsed = subRoleBody.safeParse({ name: 'Night desk', role: 'recruiter', permissions: ['no-such-screen'] });
    if (parsed.success) throw new Error('expected a failure');
    const fr = describeZodIssues(parsed.error.issues, translator('fr')).errors;
    expect(fr.permissions).toBe('ne sont pas des autorisations du rôle recruiter : no-such-screen');
  });
});

describe('zod issues in the reader’s language', () => {
  const schema = z.object({
    name: z.string().trim().min(1).max(120),
    email: z.email(),
    kind: z.enum(['a', 'b']),
    size: z.number().max(10),
  });
  const issues = (value: unknown) => {
    const parsed = schema.safeParse(value, { reportInput: true });
    if (parsed.success) throw new Error('expected a failure');
    return parsed.error.issues;
  };

  it('an empty required name says "Enter a name", not its length', () => {
    expect(describeZodIssues(issues({ name: ' ', email: 'a@b.co', kind: 'a', size: 1 }), translator('en')).message).toBe(
      'name: Enter a name',
    );
    expect(describeZodIssues(issues({ email: 'a@b.co', kind: 'a', size: 1 }), translator('en')).errors.name).toBe('Enter a name');
  });

  it('words each issue by its code and parameters, in French and Arabic', () => {
    const bad = issues({ name: 'x'.repeat(121), email: 'nope', kind: 'c', size: 11 });
    const en = describeZodIssues(bad, translator('en')).errors;
    expect(en).toEqual({
      name: 'name must be at most 120 characters',
      email: 'email must be a valid email address',
      kind: 'kind must be one of a, b',
      size: 'size must be at most 10',
    });
    const fr = describeZodIssues(bad, translator('fr')).errors;
    expect(fr.name).toBe('name doit contenir au plus 120 caractères');
    expect(fr.kind).toBe('kind doit être l’une des valeurs suivantes : a, b');
    const ar = describeZodIssues(bad, translator('ar')).errors;
    expect(ar.email).toContain('email');
    expect(ar.email).not.toBe(en.email);
  });

  it('a schema message that is a validation key is said as that key', () => {
    const dates = z.object({ end_date: z.string() }).refine(() => false, { path: ['end_date'], message: 'validation.endBeforeStart' });
    const parsed = dates.safeParse({ end_date: 'x' });
    if (parsed.success) throw new Error('expected a failure');
    expect(describeZodIssues(parsed.error.issues, translator('de')).errors.end_date).toBe('muss am oder nach dem Startdatum liegen');
  });
});
