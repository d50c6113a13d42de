import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';

export async function NotFoundScreen() {
  const t = await getTranslations('errors');
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-bold text-brand" aria-hidden>404</p>
      <h1 className="text-2xl font-semibold text-slate-900">{t('notFoundTitle')}</h1>
      <p className="max-w-md text-sm text-slate-700">{t('notFoundBody')}</p>
      <Button asChild><Link href="/">{t('goHome')}</Link></Button>
    </main>
  );
}
