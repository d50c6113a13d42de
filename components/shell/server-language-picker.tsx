import { getLocale, getTranslations } from 'next-intl/server';
import { LanguagePicker } from './language-picker';

/**
 * The language picker of server-rendered pages, worded here: a page that uses it ships no translation
 * runtime for it (the public job pages ship none at all). Screens worded in the browser use LanguageSwitcher.
 */
export async function ServerLanguagePicker({ className }: { className?: string }) {
  const [t, locale] = await Promise.all([getTranslations('shell'), getLocale()]);
  return <LanguagePicker label={t('language')} locale={locale} className={className} />;
}
