import Link from 'next/link';
import { AuthCard } from '@/components/auth/auth-card';
import { LanguageSwitcher } from '@/components/shell/language-switcher';
import { PublicShell, type PublicBrand } from '@/components/public-jobs/public-shell';
import type { Translate } from '@/lib/approval-links/locale';

export type NoticeKind = 'invalid' | 'expired' | 'revoked' | 'rateLimited';

/**
 * What a link that cannot be used shows. An unknown token says nothing of any tenant or timesheet; an
 * expired or revoked one names only the company that sent it (the mail did too), with its sign-in page.
 */
export function ApprovalNotice({ kind, t, brand, loginPath }: { kind: NoticeKind; t: Translate; brand?: PublicBrand; loginPath?: string }) {
  const title = t(`notice.${kind}Title`);
  const body = t(`notice.${kind}Body`, { company: brand?.name ?? '' });
  if (!brand)
    return (
      <AuthCard title={title} subtitle={body} language={<LanguageSwitcher />}>
        {null}
      </AuthCard>
    );
  return (
    <PublicShell brand={brand} compact>
      <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
        <p className="mt-2 text-sm text-slate-700">{body}</p>
        {loginPath ? (
          <Link
            href={loginPath}
            className="mt-4 inline-flex h-11 items-center rounded-md bg-brand px-5 font-medium text-on-brand hover:opacity-90"
          >
            {t('signIn')}
          </Link>
        ) : null}
      </div>
    </PublicShell>
  );
}
