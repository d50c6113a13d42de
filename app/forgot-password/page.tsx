import Link from 'next/link';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { ServerLanguagePicker } from '@/components/shell/server-language-picker';
import { Button } from '@/components/ui/button';
import { usableCompany } from '@/lib/auth/reserved';
import { COMPANY_COOKIE } from '@/lib/auth/session-token';

export async function generateMetadata() {
  const t = await getTranslations('auth');
  return { title: t('forgotTitle') };
}

export default async function ForgotPasswordPage() {
  const t = await getTranslations('auth');
  const company = usableCompany((await cookies()).get(COMPANY_COOKIE)?.value);
  return (
    <AuthCard language={<ServerLanguagePicker />} title={t('forgotTitle')}>
      <p className="text-sm leading-6 text-slate-700">{t('forgotBody')}</p>
      <Button asChild className="mt-6 w-full">
        <Link href={company ? `/${company}/login` : '/login'}>{t('backToLogin')}</Link>
      </Button>
    </AuthCard>
  );
}
