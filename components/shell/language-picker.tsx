'use client';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from '@/lib/i18n/config';
import { LanguageSelect } from './language-select';

/**
 * The language choice, stored in a cookie (no locale in URLs, DESIGN.md §5), then the page is rendered
 * again on the server. Its words come as props, so public pages use it without a translation runtime.
 */
export function LanguagePicker({ label, locale, className }: { label: string; locale: string; className?: string }) {
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <LanguageSelect
      label={label}
      labelClassName={className}
      value={locale}
      disabled={pending}
      onChange={(e) => {
        document.cookie = `${LOCALE_COOKIE}=${e.target.value}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_S}; samesite=lax`;
        start(() => router.refresh());
      }}
    />
  );
}
