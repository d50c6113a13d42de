'use client';
import { useLocale, useTranslations } from 'next-intl';
import { LanguagePicker } from './language-picker';

/** The language picker of client screens, worded through their message provider. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const t = useTranslations('shell');
  return <LanguagePicker label={t('language')} locale={useLocale()} className={className} />;
}
