'use client';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { LOCALE_COOKIE, LOCALE_NAMES, LOCALES } from '@/lib/i18n/config';

/**
 * The language choice, stored in a cookie (no locale in URLs, DESIGN.md §5), then the page is rendered
 * again on the server. Its words come as props, so public pages use it without a translation runtime.
 */
export function LanguagePicker({ label, locale, className }: { label: string; locale: string; className?: string }) {
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <label className={className}>
      <span className="sr-only">{label}</span>
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
