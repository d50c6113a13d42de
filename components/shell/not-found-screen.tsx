import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * The "page not found" screen. Standalone (unknown URL, /404) it is the page's one <main>; inside the
 * portal shell (`inShell`) it is a plain block, because the shell already renders the <main> landmark.
 */
export async function NotFoundScreen({ inShell = false }: { inShell?: boolean }) {
  const t = await getTranslations('errors');
  const Root = inShell ? 'div' : 'main';
  return (
    <Root className={cn('flex flex-col items-center justify-center gap-4 px-4 text-center', inShell ? 'min-h-[50vh]' : 'min-h-screen')}>
      <p className="text-6xl font-bold text-brand-ink" aria-hidden>
        404
      </p>
      <h1 className="text-2xl font-semibold text-slate-900">{t('notFoundTitle')}</h1>
      <p className="max-w-md text-sm text-slate-700">{t('notFoundBody')}</p>
      <Button asChild>
        <Link href="/">{t('goHome')}</Link>
      </Button>
    </Root>
  );
}
