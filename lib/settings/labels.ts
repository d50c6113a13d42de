import type { z } from 'zod';
import type { Locale } from '@/lib/i18n/config';
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
export type RenamedLabel = { label?: string; plural?: string; singular?: string; locales?: LabelLocales };
/** Only the labels a tenant renamed; the others come from the catalogue, in the reader's language. */
export type RenamedLabels = Partial<Record<LabelKey, RenamedLabel>>;

/** The default word for a label key in one language: messages/<locale>.json `labels.<key>.singular|plural`. */
export type DefaultLabelText = (key: `${LabelKey}.${'singular' | 'plural'}`) => string;

type Words = { label: string; plural: string; singular: string };

/**
 * A renamed label as the admin typed it. No English inflection rules are applied: the admin gives the
 * singular and the plural (the label stands for whichever she leaves out), so "Personal" or "班次" stay
 * what she wrote in any language.
 */
export function makeLabel(label: string, explicit: { plural?: string; singular?: string } = {}): Words {
  const trimmed = label.trim();
  return {
    label: trimmed,
    plural: explicit.plural?.trim() || trimmed,
    singular: explicit.singular?.trim() || trimmed,
  };
}

/**
 * What a screen named after a label shows: its words, and whether they are the tenant's own (not
 * translated; a count beside them is "Gigs: 3", never an inflected "3 gigs").
 */
export type ScreenLabel = Omit<DashboardLabel, 'renamed'> & { renamed: boolean };

/**
 * The tenant's own words for a label in `locale`: that language's forms, else its default-language forms
 * (the rename), else none (the catalogue's word is used).
 */
export function ownWords(own: RenamedLabel | undefined, locale: Locale): Words | null {
  const inLocale = own?.locales?.[locale];
  if (inLocale) return { label: inLocale.singular, singular: inLocale.singular, plural: inLocale.plural };
  return own?.label ? makeLabel(own.label, own) : null;
}

/** Every label in `locale`: the tenant's words where it gave some (ownWords), the catalogue's for the rest. */
export function withDefaultLabels(renamed: RenamedLabels, text: DefaultLabelText, locale: Locale): DashboardLabels {
  const entries = LABEL_KEYS.map((key) => {
    const own = renamed[key];
    const singular = text(`${key}.singular`);
    const mine = ownWords(own, locale);
    const words: DashboardLabel = mine ? { ...mine, renamed: true } : { label: singular, singular, plural: text(`${key}.plural`) };
    // The per-language words travel along, so an admin screen (or the mobile app) can show and edit them.
    return [key, own?.locales && Object.keys(own.locales).length ? { ...words, locales: own.locales } : words] as const;
  });
  return Object.fromEntries(entries) as DashboardLabels;
}
