import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { PhoneApprovals } from '@/components/approvals/phone-approvals';
import { phoneApprovals } from '@/lib/approval-links/own-queries';
import { optionalSession, publicPage } from '@/lib/auth/guard';
import { currencyOf } from '@/lib/settings/currency';
import { currentTenantSettings } from '@/lib/settings/current';

/**
 * proxy.ts rewrites portal and login requests from phones and tablets here (SPEC §1: the message stays).
 * The page wears the tenant's brand (the root layout's colours, its logo and name); a signed-in contact
 * gets what works on a phone: her pending approvals through the phone approval pages, and signing out.
 */
export default async function MobileNotSupported() {
  const [t, tApprovals, settings, session, slug] = await Promise.all([
    getTranslations('errors'),
    getTranslations('approvals'),
    currentTenantSettings(),
    optionalSession(),
    headers().then((h) => h.get('x-tenant-slug')),
  ]);
  // Only a session of the tenant whose brand the page wears (the proxy takes the brand from the session first).
  const signedIn = session && settings && session.tenantSlug === slug ? session : null;
  const pending = signedIn ? await phoneApprovals(publicPage().db, signedIn) : null;
  const name = settings?.company_name;
  return (
    <div className="flex min-h-screen flex-col bg-brand-2">
      <main className="flex flex-1 items-start justify-center px-4 py-10">
        <div className="w-full max-w-md space-y-6 rounded-xl bg-white p-6 text-center shadow-lg">
          {name ? (
            <div className="flex items-center justify-center gap-3" data-testid="mobile-brand">
              {settings.logo ? (
                // eslint-disable-next-line @next/next/no-img-element -- tenant upload served by our own route
                <img src={settings.logo} alt={name} className="h-10 w-auto" />
              ) : (
                <span
                  aria-hidden
                  className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand text-lg font-bold text-on-brand"
                >
                  {name.slice(0, 1)}
                </span>
              )}
              <span className="text-lg font-semibold text-slate-900">{name}</span>
            </div>
          ) : null}
          <h1 className="text-lg font-semibold text-slate-900">{t('mobile')}</h1>
          {pending && settings ? <PhoneApprovals pending={pending} currency={currencyOf(settings)} /> : null}
          {signedIn ? (
            <div className="space-y-3 border-t border-slate-200 pt-4 text-sm text-slate-700">
              <p>{tApprovals('phone.signedInAs', { email: signedIn.email })}</p>
              <p>{tApprovals('phone.desktopHint')}</p>
              {/* The company's sign-out page is open to phones; it asks, then signs her out. */}
              <a
                href={`/${encodeURIComponent(signedIn.tenantSlug)}/logout`}
                className="inline-flex h-10 items-center justify-center rounded-md border border-slate-300 bg-white px-4 font-medium text-slate-800"
              >
                {tApprovals('phone.signOut')}
              </a>
            </div>
          ) : null}
        </div>
      </main>
    </div>
  );
}
