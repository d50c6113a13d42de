import type { z } from 'zod';
import { LABEL_KEYS, type dashboardLabel, type LabelKey } from './schema';

export type DashboardLabel = z.infer<typeof dashboardLabel>;
export type DashboardLabels = Record<LabelKey, DashboardLabel>;
/** Only the labels a tenant renamed; the others come from the catalogue, in the reader's language. */
export type RenamedLabels = Partial<DashboardLabels>;

/** The default word for a label key in one language: messages/<locale>.json `labels.<key>.singular|plural`. */
export type DefaultLabelText = (key: `${LabelKey}.${'singular' | 'plural'}`) => string;

/**
 * A renamed label as the admin typed it. No English inflection rules are applied: the admin gives the
 * singular and the plural (the label stands for whichever she leaves out), so "Personal" or "班次" stay
 * what she wrote in any language.
 */
export function makeLabel(label: string, explicit: { plural?: string; singular?: string } = {}): DashboardLabel {
  const trimmed = label.trim();
  return {
    label: trimmed,
    plural: explicit.plural?.trim() || trimmed,
    singular: explicit.singular?.trim() || trimmed,
  };
}

/** What a screen named after a label shows: its words, and whether they are the tenant's own (not translated). */
export type ScreenLabel = DashboardLabel & { renamed: boolean };

/** Every label: the tenant's renamed ones, the catalogue's defaults for the rest. */
export function withDefaultLabels(renamed: RenamedLabels, text: DefaultLabelText): DashboardLabels {
  const entries = LABEL_KEYS.map((key) => {
    const singular = text(`${key}.singular`);
    return [key, renamed[key] ?? { label: singular, singular, plural: text(`${key}.plural`) }] as const;
  });
  return Object.fromEntries(entries) as DashboardLabels;
}
