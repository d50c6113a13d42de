import { createTranslator } from 'next-intl';
import { DEFAULT_LOCALE, directionOf, isLocale, type Locale } from '@/lib/i18n/config';
import { withFallback, type Messages } from '@/lib/i18n/messages';
import { escapeHtml } from './escape';

/**
 * The mails that are not notifications (sign-in and invitation links, the placement form's confirmation,
 * a staff member's message): worded from messages/mails/<locale>.json in the recipient's language, so no
 * English sentence built in code reaches a reader of another language.
 */
// One template import, as lib/i18n/messages.ts loads the module catalogues: bundlers resolve one variable.
const load = (locale: Locale): Promise<{ default: Messages }> => import(`@/messages/mails/${locale}.json`);

export type LinkMailKind = 'signIn' | 'invitation' | 'placementConfirm';
export type CatalogueMail = { subject: string; text: string; html: string; locale: Locale };
type Values = Record<string, string | number>;
type Translate = (key: string, values?: Values) => string;

/**
 * The recipient's language: her saved locale, else the request's, else the default (a tenant has no
 * language of its own yet, so the product's default stands for it).
 */
export function recipientLocale(...candidates: (string | null | undefined)[]): Locale {
  return candidates.find(isLocale) ?? DEFAULT_LOCALE;
}

async function translator(locale: Locale): Promise<Translate> {
  const [en, own] = await Promise.all([load('en'), load(locale)]);
  const messages = locale === 'en' ? en.default : withFallback(en.default, own.default);
  return createTranslator({ locale, messages, onError: () => undefined }) as unknown as Translate;
}

const page = (locale: Locale, paragraphs: string) =>
  `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif">${paragraphs}</body></html>`;

/**
 * A mail whose point is one link (sign-in, invitation, confirmation): greeting, lead, the link, and what
 * the link may do and for how long. `values` fills the catalogue's placeholders; user input in them is
 * escaped in the HTML part.
 */
export async function linkMail(
  kind: LinkMailKind,
  locale: Locale,
  link: string,
  values: Values & { name: string },
): Promise<CatalogueMail> {
  const t = await translator(locale);
  const greeting = t('common.greeting', { name: values.name });
  const part = (k: 'subject' | 'lead' | 'action' | 'after') => t(`${kind}.${k}`, values);
  const [subject, lead, action, after] = [part('subject'), part('lead'), part('action'), part('after')];
  const e = escapeHtml;
  return {
    subject,
    text: `${greeting}\n\n${lead}\n${link}\n\n${after}`,
    html: page(locale, `<p>${e(greeting)}</p><p>${e(lead)}</p><p><a href="${e(link)}">${e(action)}</a></p><p>${e(after)}</p>`),
    locale,
  };
}

/** A staff member's message: the catalogue's greeting and subject around the words she typed. */
export async function messageMail(
  locale: Locale,
  v: { name: string; body: string; sender: string; tenant: string },
): Promise<CatalogueMail> {
  const t = await translator(locale);
  const greeting = t('common.greeting', { name: v.name });
  const text = `${greeting}\n\n${v.body}\n\n${v.sender}\n${v.tenant}`;
  const e = escapeHtml;
  const body = e(v.body).replace(/\n/g, '<br>');
  return {
    subject: t('message.subject', { tenant: v.tenant }),
    text,
    html: page(locale, `<p>${e(greeting)}</p><p>${body}</p><p>${e(v.sender)}<br>${e(v.tenant)}</p>`),
    locale,
  };
}
