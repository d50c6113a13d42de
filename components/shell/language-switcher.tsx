'use client';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { LOCALE_COOKIE, LOCALE_NAMES, LOCALES } from '@/lib/i18n/config';

/** Stores the choice in a cookie (no locale in URLs, DESIGN.md §5) and re-renders on the server. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const t = useTranslations('shell');
  const locale = useLocale();
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <label className={className}>
      <span className="sr-only">{t('language')}</span>
      <select
        value={locale}
        disabled={pending}
        onChange={(e) => {
          document.cookie = `${LOCALE_COOKIE}=${e.target.value}; path=/; max-age=31536000; samesite=lax`;
          start(() => router.refresh());
        }}
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900"
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
