'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Field, Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { dashboardLabelsRoutes } from '@/lib/contracts/routes/settings';
import { callApi } from '@/lib/browser/typed-api';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@/lib/i18n/config';
import type { LabelKey } from '@/lib/settings/schema';
import { FormFrame, same } from './form-bits';
import { useSave } from './use-save';
import { translatedOr } from '@/lib/i18n/keys';

/** A label's words in one language. */
type LabelWords = { singular: string; plural: string };
/** A label as the page reads it, with the tenant's words per language when it gave any. */
type Label = {
  label: string;
  plural: string;
  singular: string;
  locales?: Partial<Record<Locale, LabelWords>>;
  /** Beside `locales`: the default words (the label above may show this language's own words instead). */
  defaultWords?: { label: string; plural: string; singular: string };
};
export type Labels = Record<string, Label>;

/** Same limit as lib/settings/schema.ts labelBody (zod stays out of the client bundle). */
const MAX = 40;
const FIELDS = ['label', 'plural', 'singular'] as const;
const FORMS = ['singular', 'plural'] as const;

/** The form's copy of a label: the default words, and every language's words ('' where none). */
type Draft = { label: string; plural: string; singular: string; locales: Record<Locale, LabelWords> };

const draftOf = (l: Label): Draft => ({
  label: (l.defaultWords ?? l).label,
  plural: (l.defaultWords ?? l).plural,
  singular: (l.defaultWords ?? l).singular,
  locales: Object.fromEntries(LOCALES.map((lang) => [lang, l.locales?.[lang] ?? { singular: '', plural: '' }])) as Draft['locales'],
});
const draftsOf = (labels: Labels) => Object.fromEntries(Object.entries(labels).map(([k, l]) => [k, draftOf(l)]));

/** A label's draft: every key the form shows has one (the saved copy and the draft start from the same labels). */
function draftAt(drafts: Record<string, Draft>, key: string): Draft {
  const d = drafts[key];
  if (!d) throw new Error(`no draft for the label ${key}`);
  return d;
}

const defaultsOf = (d: Draft) => ({ label: d.label.trim(), plural: d.plural.trim(), singular: d.singular.trim() });
/**
 * The words per language a save sends: only the languages with a singular; a plural left empty is left
 * out, so the server forms it by that language's rules (lib/settings/plural.ts).
 */
function localesOf(d: Draft): Partial<Record<Locale, { singular: string; plural?: string }>> {
  const out: Partial<Record<Locale, { singular: string; plural?: string }>> = {};
  for (const lang of LOCALES) {
    const singular = d.locales[lang].singular.trim();
    const plural = d.locales[lang].plural.trim();
    if (singular) out[lang] = plural ? { singular, plural } : { singular };
  }
  return out;
}

/**
 * The labels sub-tab: each dashboard label's default name, plural and singular (what every language shows
 * unless it has its own), and its singular and plural per language, one language at a time (SPEC §1/§3).
 * Saved with PUT dashboard-labels; a label whose default words did not change is not renamed.
 */
export function LabelsForm({ initial }: { initial: Labels }) {
  const t = useTranslations('mobileApp');
  const uiLocale = useLocale();
  const { busy, run } = useSave();
  const [saved, setSaved] = useState(() => draftsOf(initial));
  const [draft, setDraft] = useState(saved);
  const [language, setLanguage] = useState<Locale>(isLocale(uiLocale) ? uiLocale : 'en');
  const keys = Object.keys(saved);
  const defaultsChanged = (k: string) => !same(defaultsOf(draftAt(draft, k)), defaultsOf(draftAt(saved, k)));
  const localesChanged = (k: string) => !same(localesOf(draftAt(draft, k)), localesOf(draftAt(saved, k)));
  const changed = keys.filter((k) => defaultsChanged(k) || localesChanged(k));

  const errorOf = (k: string, f: (typeof FIELDS)[number]) => {
    const v = draftAt(draft, k)[f].trim();
    return f === 'label' && !v ? t('labels.required') : v.length > MAX ? t('tooLong', { max: MAX }) : null;
  };
  const localeErrorOf = (k: string, lang: Locale, f: (typeof FORMS)[number]) => {
    const words = draftAt(draft, k).locales[lang];
    if (f === 'singular' && !words.singular.trim() && words.plural.trim()) return t('labels.singularNeeded');
    return words[f].trim().length > MAX ? t('tooLong', { max: MAX }) : null;
  };
  const valid = keys.every(
    (k) => FIELDS.every((f) => !errorOf(k, f)) && LOCALES.every((lang) => FORMS.every((f) => !localeErrorOf(k, lang, f))),
  );
  const set = (k: string, f: (typeof FIELDS)[number], v: string) => setDraft((d) => ({ ...d, [k]: { ...draftAt(d, k), [f]: v } }));
  const setWord = (k: string, f: (typeof FORMS)[number], v: string) =>
    setDraft((d) => {
      const was = draftAt(d, k);
      return { ...d, [k]: { ...was, locales: { ...was.locales, [language]: { ...was.locales[language], [f]: v } } } };
    });
  const name = (k: string) => translatedOr(t, `labels.keys.${k}`, k);

  async function save() {
    // Empty plural or singular is left out, so the server derives it from the label (SPEC §1).
    const labels = changed.map((key) => {
      const l = defaultsOf(draftAt(draft, key));
      return {
        key: key as LabelKey,
        ...(defaultsChanged(key)
          ? { label: l.label, ...(l.plural ? { plural: l.plural } : {}), ...(l.singular ? { singular: l.singular } : {}) }
          : {}),
        ...(localesChanged(key) ? { locales: localesOf(draftAt(draft, key)) } : {}),
      };
    });
    const res = await run(() => callApi(dashboardLabelsRoutes.saveAll, { body: { labels } }), t('labels.saved'));
    if (res) {
      const next = { ...saved, ...draftsOf(res.data) };
      setSaved(next);
      setDraft(next);
    }
  }

  const languageName = LOCALE_NAMES[language];
  return (
    <FormFrame
      label={t('subTabs.labels')}
      dirty={changed.length > 0}
      valid={valid}
      busy={busy}
      onSave={() => void save()}
      onReset={() => setDraft(saved)}
    >
      <p className="text-sm text-slate-700">{t('labels.intro')}</p>
      {keys.map((k) => (
        <fieldset key={k} className="rounded-md border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">{name(k)}</legend>
          <div className="grid gap-4 sm:grid-cols-3">
            {FIELDS.map((f) => (
              <Field
                key={f}
                label={`${t(`labels.${f}`)} (${name(k)})`}
                error={errorOf(k, f)}
                hint={f === 'label' ? undefined : t('labels.autoHint')}
              >
                {(p) => <Input {...p} name={`${k}.${f}`} value={draftAt(draft, k)[f]} onChange={(e) => set(k, f, e.target.value)} />}
              </Field>
            ))}
          </div>
        </fieldset>
      ))}
      <fieldset className="space-y-4 rounded-md border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t('labels.perLanguage')}</legend>
        <p className="text-sm text-slate-700">{t('labels.perLanguageIntro')}</p>
        <div className="max-w-xs">
          <Select
            label={t('labels.language')}
            value={language}
            onValueChange={setLanguage}
            options={LOCALES.map((lang) => ({ value: lang, label: LOCALE_NAMES[lang] }))}
          />
        </div>
        {keys.map((k) => (
          <div key={k} className="grid gap-4 sm:grid-cols-2">
            {FORMS.map((f) => (
              <Field
                key={f}
                label={`${t('labels.inLanguage', { form: t(`labels.${f}`), language: languageName })} (${name(k)})`}
                error={localeErrorOf(k, language, f)}
                hint={f === 'plural' ? t('labels.autoHint') : undefined}
              >
                {(p) => (
                  <Input
                    {...p}
                    lang={language}
                    name={`${k}.locales.${language}.${f}`}
                    value={draftAt(draft, k).locales[language][f]}
                    onChange={(e) => setWord(k, f, e.target.value)}
                  />
                )}
              </Field>
            ))}
          </div>
        ))}
      </fieldset>
    </FormFrame>
  );
}
