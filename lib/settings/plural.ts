import type { Locale } from '@/lib/i18n/config';

/**
 * The tenant's own plural when it renamed the label, else null. Screens word a renamed label as typed
 * ("Bookings with open places: 3"), uninflected; a label it never renamed keeps the catalogue's
 * inflected sentences ("3 shifts with open places"). No zod here: client screens import it.
 */
export const ownPlural = (label: { renamed?: boolean; plural: string }): string | null => (label.renamed ? label.plural : null);

/**
 * The plural a renamed label gets when the admin leaves it out (SPEC §1: "renamed labels are pluralised
 * automatically"), in the language she gives the word in. A language whose numbers have one form
 * (Intl.PluralRules: only `other`, e.g. Chinese) does not inflect nouns: the plural is the word. For the
 * others, a suffix rule where one is right for the common case (English Booking → Bookings, Category →
 * Categories; French, Spanish, Italian; German's regular -ung/-heit/-keit/-schaft/-ion/-e nouns). Where
 * no short rule is safe (Russian, Arabic, most German nouns) the word stays as given: the admin writes
 * the plural for that language on the labels form, and hers always wins.
 */
export function autoPlural(word: string, locale: Locale): string {
  const trimmed = word.trim();
  const match = /^(.*?)(\p{L}+)$/u.exec(trimmed);
  if (!match || !inflects(locale)) return trimmed;
  // Only the last word inflects ("Time slot" → "Time slots"); its case follows the word ("SHIFT" → "SHIFTS").
  const [, head = '', last = ''] = match; // both groups always take part in a match
  const rule = RULES[locale];
  if (!rule) return trimmed;
  const lower = last.toLocaleLowerCase(locale);
  const plural = rule(lower);
  const upper = last.length > 1 && last === last.toLocaleUpperCase(locale);
  return head + (upper ? plural.toLocaleUpperCase(locale) : last.slice(0, 1) + plural.slice(1));
}

/** Whether nouns of the language take a plural form at all: more than the one `other` plural category. */
export function inflects(locale: Locale): boolean {
  return new Intl.PluralRules(locale).resolvedOptions().pluralCategories.some((c) => c !== 'other');
}

const VOWEL = /[aeiouáéíóú]$/;

/** Each rule takes and answers the lower-case word; the caller restores the case. */
const RULES: Partial<Record<Locale, (w: string) => string>> = {
  en: (w) => {
    if (/[^aeiou]y$/.test(w)) return `${w.slice(0, -1)}ies`;
    if (/(s|x|z|ch|sh)$/.test(w)) return `${w}es`;
    return `${w}s`;
  },
  fr: (w) => {
    if (/[sxz]$/.test(w)) return w;
    if (/(au|eau|eu)$/.test(w)) return `${w}x`;
    if (/al$/.test(w)) return `${w.slice(0, -2)}aux`;
    return `${w}s`;
  },
  es: (w) => {
    if (/z$/.test(w)) return `${w.slice(0, -1)}ces`;
    if (VOWEL.test(w)) return `${w}s`;
    if (/[sx]$/.test(w)) return w;
    // A final stressed -ón loses its accent when the ending grows: "camión" → "camiones".
    return `${w.replace(/ó(n)$/, 'o$1')}es`;
  },
  it: (w) => {
    if (/[o]$/.test(w)) return `${w.slice(0, -1)}i`;
    if (/ca$/.test(w)) return `${w.slice(0, -1)}he`;
    if (/a$/.test(w)) return `${w.slice(0, -1)}e`;
    if (/e$/.test(w)) return `${w.slice(0, -1)}i`;
    // Loanwords and accented endings do not change ("sport", "città").
    return w;
  },
  de: (w) => {
    if (/(ung|heit|keit|schaft|ion|tät)$/.test(w)) return `${w}en`;
    if (/e$/.test(w)) return `${w}n`;
    return w;
  },
};
