import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { LOCALE_COOKIE, resolveLocale } from './config';
import { loadMessages } from './messages';

// No locale segment in URLs (DESIGN.md §5): the locale is resolved per request.
export default getRequestConfig(async () => {
  const locale = resolveLocale((await cookies()).get(LOCALE_COOKIE)?.value, (await headers()).get('accept-language'));
  return { locale, messages: await loadMessages(locale), timeZone: 'UTC' };
});
