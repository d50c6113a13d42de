import type { Locale } from './config';

type Messages = { [key: string]: string | Messages };

/** Locale messages laid over English, so a missing key falls back to en (SPEC §1). */
export function withFallback(base: Messages, over: Messages): Messages {
  const out: Messages = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = base[k];
    out[k] = typeof v === 'object' && typeof b === 'object' ? withFallback(b, v) : v;
  }
  return out;
}

export async function loadMessages(locale: Locale): Promise<Messages> {
  const en = (await import('@/messages/en.json')).default as Messages;
  if (locale === 'en') return en;
  const own = (await import(`@/messages/${locale}.json`)).default as Messages;
  return withFallback(en, own);
}
