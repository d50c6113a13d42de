import type { SelectHTMLAttributes } from 'react';
import { LOCALE_NAMES, LOCALES } from '@/lib/i18n/config';

/**
 * The labelled language <select> both pickers show: LanguagePicker (switches on change, with JavaScript)
 * and LanguageForm (sent with its button, without). Each language is named in itself.
 */
export function LanguageSelect({
  label,
  labelClassName,
  ...select
}: { label: string; labelClassName?: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <label className={labelClassName}>
      <span className="sr-only">{label}</span>
      <select {...select} className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900">
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
