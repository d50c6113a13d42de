import type { Metadata } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { ApprovalNotice } from '@/components/approvals/approval-notice';
import { ApprovalScreen } from '@/components/approvals/approval-screen';
import { clientIp } from '@/lib/http/client-ip';
import { ApiError } from '@/lib/errors';
import { linkFormat } from '@/lib/approval-links/format';
import { approvalTexts, linkLocale } from '@/lib/approval-links/locale';
import { outcomeFrom } from '@/lib/approval-links/outcome';
import { approvableAll, linkPage, resolveLinkRequest } from '@/lib/approval-links/service';
import { directionOf, type Locale } from '@/lib/i18n/config';
import { brandOf, type SearchParams } from '@/lib/public-jobs/page-data';
import { currencyOf } from '@/lib/settings/currency';
import { getSettings } from '@/lib/settings/queries';
import { publicPage } from '@/lib/auth/guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('approvals');
  // The URL is the credential: kept out of search engines and out of any Referer header.
  return { title: t('metaTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

type Props = { params: Promise<{ token: string }>; searchParams: Promise<SearchParams> };

/**
 * The page a mailed approval link opens (issue 11): no sign-in, works on a phone (exempt from the mobile
 * block like the other public pages). The token decides everything: its tenant's brand, its contact's
 * language and locations, its timesheets. It never starts a session.
 */
export default async function ApprovePage({ params, searchParams }: Props) {
  const [{ token }, sp, requestHeaders] = await Promise.all([params, searchParams, headers()]);
  let link;
  try {
    link = await resolveLinkRequest(publicPage().db, token, clientIp({ headers: requestHeaders }));
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 429)) throw error;
    const locale = await linkLocale(null);
    return (
      <InLocale locale={locale}>
        <ApprovalNotice kind="rateLimited" t={await approvalTexts(locale)} />
      </InLocale>
    );
  }
  const locale = await linkLocale(link?.user.locale ?? null);
  const t = await approvalTexts(locale);
  if (!link)
    return (
      <InLocale locale={locale}>
        <ApprovalNotice kind="invalid" t={t} />
      </InLocale>
    );
  const settings = await getSettings(link.tenant.id);
  const brand = brandOf(link.tenant, settings);
  const loginPath = `/${encodeURIComponent(link.tenant.slug)}/login`;
  if (link.state !== 'valid')
    return (
      <InLocale locale={locale}>
        <ApprovalNotice kind={link.state} t={t} brand={brand} loginPath={loginPath} />
      </InLocale>
    );
  const { actor, sheets } = await linkPage(publicPage().db, link);
  const fmt = linkFormat(locale, currencyOf(settings));
  return (
    <InLocale locale={locale}>
      <ApprovalScreen
        token={token}
        brand={brand}
        loginPath={loginPath}
        contactName={link.user.username}
        expiresAt={new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(link.expiresAt)}
        sheets={sheets}
        approvable={approvableAll(sheets)}
        canDecide={actor.permissions.approveTimesheets}
        outcome={outcomeFrom(sp)}
        t={t}
        fmt={fmt}
      />
    </InLocale>
  );
}

/** The page speaks the contact's language, which may not be the one the root layout set on <html>. */
function InLocale({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <div lang={locale} dir={directionOf(locale)}>
      {children}
    </div>
  );
}
