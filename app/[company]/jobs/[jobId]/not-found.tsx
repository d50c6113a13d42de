import Link from 'next/link';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { ServerLanguagePicker } from '@/components/shell/server-language-picker';
import { Button } from '@/components/ui/button';

/** A closed, expired or unknown job: say so and point to the company's other open jobs. */
export default async function JobNotFound() {
  const t = await getTranslations('publicJobs.job');
  // not-found files get no params; proxy.ts passes the path along (its segment is still URL-encoded).
  const company = (await headers()).get('x-pathname')?.split('/')[1];
  return (
    <AuthCard language={<ServerLanguagePicker />} title={t('notFoundTitle')} subtitle={t('notFoundBody')}>
      <Button asChild className="w-full">
        <Link href={company ? `/${company}/jobs` : '/login'}>{t('notFoundAction')}</Link>
      </Button>
    </AuthCard>
  );
}
