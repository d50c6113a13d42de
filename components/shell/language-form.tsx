import { getLocale, getTranslations } from 'next-intl/server';
import { LANGUAGE_PARAM } from '@/lib/i18n/language-param';
import { LanguageSelect } from './language-select';

/**
 * The language choice as a plain form, for the public job pages, which are served without JavaScript
 * (lib/public-jobs/page-cache.ts): it sends the page's own address again with ?lang=…, and proxy.ts keeps
 * the choice in the locale cookie and answers with the address without it.
 */
export async function LanguageForm({ action, query }: { action: string; query: Record<string, string | undefined> }) {
  const [t, locale] = await Promise.all([getTranslations('shell'), getLocale()]);
  return (
    <form method="get" action={action} className="flex items-center gap-2">
      {Object.entries(query).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      <LanguageSelect label={t('language')} name={LANGUAGE_PARAM} defaultValue={locale} />
      <button
        type="submit"
        className="h-9 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-100"
      >
        {t('changeLanguage')}
      </button>
    </form>
  );
}
