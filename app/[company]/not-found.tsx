import Link from 'next/link';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { ServerLanguagePicker } from '@/components/shell/server-language-picker';
import { Button } from '@/components/ui/button';

/** Unknown company in /{company}/login, /logout or /jobs: say which address has no portal. */
export default async function CompanyNotFound() {
  const t = await getTranslations('auth');
  // not-found files get no params; proxy.ts passes the path along.
  const company = (await headers()).get('x-pathname')?.split('/')[1] ?? '';
  return (
    <AuthCard
      language={<ServerLanguagePicker />}
      title={t('companyNotFoundTitle')}
      subtitle={t('companyNotFoundBody', { company: decodeURIComponent(company) })}
    >
      <Button asChild className="w-full">
        <Link href="/login">{t('findCompanyTitle')}</Link>
      </Button>
    </AuthCard>
  );
}
