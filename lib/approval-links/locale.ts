import 'server-only';
import { createTranslator } from 'next-intl';
import { cookies, headers } from 'next/headers';
import { isLocale, LOCALE_COOKIE, resolveLocale, type Locale } from '@/lib/i18n/config';
import { loadMessages } from '@/lib/i18n/messages';

/**
 * The language of the approval page: the visitor's own choice on this browser (the language switcher's
 * cookie), else the contact's saved language (users.locale, the one her mails are written in), else
 * what her browser asks for, else English.
 */
export async function linkLocale(userLocale: string | null): Promise<Locale> {
  const chosen = (await cookies()).get(LOCALE_COOKIE)?.value;
  if (isLocale(chosen)) return chosen;
  if (isLocale(userLocale)) return userLocale;
  return resolveLocale(undefined, (await headers()).get('accept-language'));
}

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The page's texts (messages/approvals) in `locale`, English where a key is missing. */
export async function approvalTexts(locale: Locale): Promise<Translate> {
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages, namespace: 'approvals' });
  return (key, values) => (t as unknown as Translate)(key, values);
}
