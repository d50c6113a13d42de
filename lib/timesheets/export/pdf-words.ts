/** The condensed PDF's words in its reader's language (issue 22 items 2, 9, 13): a PDF is read by people only. */
import { createTranslator, type Messages } from 'next-intl';
import type { Locale } from '@/lib/i18n/config';
import { loadMessages } from '@/lib/i18n/messages';
import { viewerClock } from '@/lib/timezones/clock';
import { roundTo } from './numbers';
import { pdfText } from './pdf-text';

export type PdfColumnKey = 'worker' | 'location' | 'week' | 'status' | 'regular' | 'overtime' | 'totalHours' | 'billTotal';

export type PdfWords = {
  title: string;
  /** "Generated Dec 7, 2026, 9:05 AM EST": the moment on the reader's clock, its zone named. */
  generated: (at: Date) => string;
  header: (key: PdfColumnKey) => string;
  status: (status: string) => string;
  page: (n: number) => string;
  total: (count: number) => string;
  empty: string;
  /** Hours and amounts at two decimals, grouped as the reader writes them. */
  number: (n: number) => string;
};

/**
 * pdfkit's built-in Helvetica draws WinAnsi only (pdf-text.ts): a word it cannot draw would print as "???",
 * so such a word (Chinese, Russian, Arabic) is given in English instead. Names typed by people go through
 * pdfText as before.
 */
const drawable = (text: string): boolean => pdfText(text) === text.normalize('NFC').replace(/\s/g, ' ');

function wordsIn(locale: Locale, messages: Messages, viewerZone: string): PdfWords {
  const t = createTranslator({ locale, messages, namespace: 'timesheets' });
  const clock = viewerClock(locale, viewerZone);
  const numbers = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return {
    title: t('exportFile.pdfTitle'),
    generated: (at) => t('exportFile.generated', { at: clock.stamp(at) }),
    header: (key) => t(`exportFile.columns.${key}`),
    status: (status) => {
      const word = `status.${status}` as 'status.approved';
      return t.has(word) ? t(word) : status;
    },
    page: (page) => t('exportFile.page', { page }),
    total: (count) => t('exportFile.total', { count }),
    empty: t('exportFile.empty'),
    // Rounded first (half away from zero) so the shown figure matches the CSV's; French groups with a narrow
    // no-break space Helvetica lacks, a plain no-break space reads the same.
    number: (n) => numbers.format(roundTo(n, 2)).replace(/[\u2009\u202f]/g, '\u00a0'),
  };
}

/** Each word in `own` where Helvetica can draw it, else `fallback`'s. */
function drawableOr(own: PdfWords, fallback: PdfWords): PdfWords {
  const pick = (a: string, b: string) => (drawable(a) ? a : b);
  const each =
    <A>(f: (a: A) => string, g: (a: A) => string) =>
    (a: A) =>
      pick(f(a), g(a));
  return {
    title: pick(own.title, fallback.title),
    generated: each(own.generated, fallback.generated),
    header: each(own.header, fallback.header),
    status: each(own.status, fallback.status),
    page: each(own.page, fallback.page),
    total: each(own.total, fallback.total),
    empty: pick(own.empty, fallback.empty),
    number: each(own.number, fallback.number),
  };
}

/** The PDF's words in `locale`, times not tied to a site on `viewerZone`'s clock (the reader's profile zone, else the tenant's). */
export async function pdfWordsIn(locale: Locale, viewerZone: string): Promise<PdfWords> {
  // Typed as the app's catalogue (global.d.ts), so keys and their placeholders are checked.
  const catalogue = async (l: Locale) => (await loadMessages(l)) as unknown as Messages;
  const english = wordsIn('en', await catalogue('en'), viewerZone);
  return locale === 'en' ? english : drawableOr(wordsIn(locale, await catalogue(locale), viewerZone), english);
}
