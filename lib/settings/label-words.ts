import 'server-only';
import type { Locale } from '@/lib/i18n/config';
import type { RenamedLabels } from './labels';
import { labelsIn } from './localized-labels';
import { ownPlural } from './plural';
import type { LabelKey } from './schema';

/** A renamed label's words in one reader's language: what server-written texts (mails, bell, files) name. */
export type OwnWords = { singular: string; plural: string };
export type OwnLabels = Partial<Record<LabelKey, OwnWords>>;

/**
 * The labels the tenant renamed, in `locale` (its words for that language, else its default-language
 * words), for texts the server writes for one reader. A label it never renamed is absent: the catalogue's
 * own inflected sentence stays ("Shift published: …"), as on the screens (ownPlural).
 */
export async function ownLabelsIn(renamed: RenamedLabels, locale: Locale): Promise<OwnLabels> {
  if (!Object.keys(renamed).length) return {};
  const labels = await labelsIn(renamed, locale);
  const out: OwnLabels = {};
  for (const key of Object.keys(labels) as LabelKey[]) {
    const plural = ownPlural({ renamed: labels[key].renamed === true, plural: labels[key].plural });
    if (plural !== null) out[key] = { singular: labels[key].singular, plural };
  }
  return out;
}
