import type { z } from 'zod';
import type { Locale } from '@/lib/i18n/config';
import { autoPlural } from './plural';
import { LABEL_KEYS, type dashboardLabel, type LabelKey, type labelLocalesOut } from './schema';

/** A label's words in one language, and the tenant's words per language when it gave any. */
export type DashboardLabel = z.infer<typeof dashboardLabel>;
export type DashboardLabels = Record<LabelKey, DashboardLabel>;
/** The words per language a tenant gave one label (settings JSON `label_locales`). */
export type LabelLocales = z.infer<typeof labelLocalesOut>;

/**
 * What a tenant stored for a label: its own words in its default language (the rename: label, plural,
 * singular), words per language, or both. A label it never touched is absent; the catalogue words it.
 */
type RenamedLabel = { label?: string; plural?: string; singular?: string; locales?: LabelLocales };
/** Only the labels a tenant renamed; the others come from the catalogue, in the reader's language. */
export type RenamedLabels = Partial<Record<LabelKey, RenamedLabel>>;

/** The default word for a label key in one language: messages/<locale>.json `labels.<key>.singular|plural`. */
export type DefaultLabelText = (key: `${LabelKey}.${'singular' | 'plural'}`) => string;

type Words = { label: string; plural: string; singular: string };

/**
 * A renamed label as the admin typed it. A plural she leaves out follows the rules of `locale`, the
 * language she typed it in (lib/settings/plural.ts: Booking → Bookings in English, 班次 stays 班次);
 * without a language the label stands for it. Her own plural always wins, so "Personal" stays "Personal".
 */
export function makeLabel(label: string, explicit: { plural?: string; singular?: string } = {}, locale?: Locale): Words {
  const trimmed = label.trim();
  const singular = explicit.singular?.trim() || trimmed;
  return {
    label: trimmed,
    plural: explicit.plural?.trim() || (locale ? autoPlural(singular, locale) : trimmed),
    singular,
  };
}

/**
 * What a screen named after a label shows: its words, and whether they are the tenant's own (not
 * translated; a count beside them is "Gigs: 3", never an inflected "3 gigs").
 */
export type ScreenLabel = Omit<DashboardLabel, 'renamed'> & { renamed: boolean };

/**
 * Every label in `locale`: that language's words where the tenant gave some, else its default-language
 * words (the rename), else the catalogue's. A label with words per language also carries them and the
 * default words (what an editor shows, and what readers of the other languages get).
 */
export function withDefaultLabels(renamed: RenamedLabels, text: DefaultLabelText, locale: Locale): DashboardLabels {
  const entries = LABEL_KEYS.map((key) => {
    const own = renamed[key];
    const singular = text(`${key}.singular`);
    const fallback = own?.label ? makeLabel(own.label, own) : { label: singular, singular, plural: text(`${key}.plural`) };
    const inLocale = own?.locales?.[locale];
    const words: DashboardLabel = inLocale
      ? { label: inLocale.singular, singular: inLocale.singular, plural: inLocale.plural }
      : { ...fallback };
    if (inLocale || own?.label) words.renamed = true;
    if (own?.locales && Object.keys(own.locales).length) Object.assign(words, { locales: own.locales, defaultWords: fallback });
    return [key, words] as const;
  });
  return Object.fromEntries(entries) as DashboardLabels;
}
