import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { requireSession } from '@/lib/auth/guard';
import { PageHeader } from './page-header';

/**
 * A guarded screen whose module has not landed yet: the route exists, the guard runs, and the user
 * sees an honest empty state instead of an error.
 */
export async function ModulePlaceholder({ route, title }: { route: string; title: string }) {
  await requireSession({ route });
  const t = await getTranslations('empty');
  return (
    <>
      <PageHeader title={title} />
      <EmptyState title={t('title')} body={t('body')} action={<Button asChild variant="outline"><Link href="/">{t('back')}</Link></Button>} />
    </>
  );
}
