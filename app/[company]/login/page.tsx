import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { AuthCard } from '@/components/auth/auth-card';
import { ServerLanguagePicker } from '@/components/shell/server-language-picker';
import { LoginForm } from '@/components/auth/login-form';
import { VerifyForm } from '@/components/auth/verify-form';
import { firstParam, resolveCompanyPage } from '@/lib/auth/company-page';
import { optionalSession, publicPage } from '@/lib/auth/guard';
import { safeNext } from '@/lib/auth/schema';

type Props = { params: Promise<{ company: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata() {
  const t = await getTranslations('auth');
  return { title: t('signIn') };
}

export default async function CompanyLoginPage({ params, searchParams }: Props) {
  const [{ company }, sp] = await Promise.all([params, searchParams]);
  const token = firstParam(sp.token);
  const next = safeNext.parse(firstParam(sp.next));
  const query = next ? `?next=${encodeURIComponent(next)}` : '';
  const { tenant, settings } = await resolveCompanyPage(publicPage().db, company, 'login', query);
  // SPEC §2/§5: a signed-in user goes to the dashboard unless a token is in the query.
  if (!token && (await optionalSession())) redirect(next ?? '/');
  const t = await getTranslations('auth');
  return (
    <AuthCard
      language={<ServerLanguagePicker />}
      title={token ? t('verifyTitle') : t('signInTitle', { company: tenant.name })}
      subtitle={token ? t('verifyBody', { company: tenant.name }) : t('signInSubtitle')}
      logo={settings.logo}
      brandName={tenant.name}
    >
      {token ? <VerifyForm token={token} companyId={tenant.slug} next={next} /> : <LoginForm companyId={tenant.slug} next={next} />}
      <p className="mt-6 text-center text-sm">
        <Link href="/forgot-password" className="font-medium text-slate-800 underline">
          {t('forgotPassword')}
        </Link>
      </p>
    </AuthCard>
  );
}
