'use client';
import { useTranslations } from 'next-intl';

/**
 * The tenant's own helpdesk, embedded. Sandboxed to what a helpdesk widget needs (scripts, its own
 * origin's cookies, forms, popups for attachments and sign-in); no top navigation, so it cannot take
 * the portal's tab over. The link is the way out when the helpdesk refuses to be framed.
 */
export function HelpdeskFrame({ url }: { url: string }) {
  const t = useTranslations('supportCenter.frame');
  // The API only stores https addresses; checked again so nothing else can ever reach the src.
  if (!url.startsWith('https://')) return null;
  return (
    <section aria-label={t('label')} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
        <p>{t('hint')}</p>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-slate-900 underline underline-offset-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand/40"
        >
          {t('openInNewTab')}
          <span className="sr-only"> ({t('newTab')})</span>
        </a>
      </div>
      <iframe
        title={t('title')}
        src={url}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
        className="h-[calc(100vh-16rem)] min-h-[32rem] w-full rounded-lg border border-slate-200 bg-white"
      />
    </section>
  );
}
