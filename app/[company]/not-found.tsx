import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { Button } from '@/components/ui/button';

export default async function CompanyNotFound() {
  const t = await getTranslations('auth');
  return (
    <AuthCard title={t('companyNotFoundTitle')} subtitle={t('companyNotFoundBody', { company: '' }).replace(' ""', '')}>
      <Button asChild className="w-full"><Link href="/login">{t('findCompanyTitle')}</Link></Button>
    </AuthCard>
  );
}
