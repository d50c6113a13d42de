import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { ServerLanguagePicker } from '@/components/shell/server-language-picker';
import { CompanyFinder } from '@/components/auth/company-finder';
import { firstParam } from '@/lib/auth/company-page';
import { usableCompany } from '@/lib/auth/reserved';
import { safeNext } from '@/lib/auth/schema';
import { COMPANY_COOKIE } from '@/lib/auth/session-token';

export async function generateMetadata() {
  const t = await getTranslations('auth');
  return { title: t('findCompanyTitle') };
}

/** SPEC §2: /login goes to the remembered company's login; without one, a company finder. */
export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const next = safeNext.parse(firstParam((await searchParams).next));
  const company = usableCompany((await cookies()).get(COMPANY_COOKIE)?.value);
  if (company) redirect(`/${company}/login${next ? `?next=${encodeURIComponent(next)}` : ''}`);
  const t = await getTranslations('auth');
  return (
    <AuthCard language={<ServerLanguagePicker />} title={t('findCompanyTitle')} subtitle={t('findCompanyBody')}>
      <CompanyFinder next={next} />
    </AuthCard>
  );
}
