import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { requireSession } from '@/lib/auth/guard';
import type { NavKey, PageKey } from '@/lib/i18n/keys';
import { titleFrom } from '@/lib/i18n/metadata';
import { PageHeader } from './page-header';

type TitleKey = { namespace: 'nav'; key: NavKey } | { namespace: 'pages'; key: PageKey };

/**
 * A guarded screen whose module has not landed yet: the route exists, the guard runs, and the user
 * sees an honest empty state instead of an error. Returns the page and its metadata for a route file.
 */
export function modulePlaceholder(route: string, title: TitleKey) {
  async function Page() {
    await requireSession({ route });
    const [tNav, tPages, tEmpty] = await Promise.all([getTranslations('nav'), getTranslations('pages'), getTranslations('empty')]);
    return (
      <>
        <PageHeader title={title.namespace === 'nav' ? tNav(title.key) : tPages(title.key)} />
        <EmptyState title={tEmpty('title')} body={tEmpty('body')} action={<Button asChild variant="outline"><Link href="/">{tEmpty('back')}</Link></Button>} />
      </>
    );
  }
  return { Page, generateMetadata: title.namespace === 'nav' ? titleFrom('nav', title.key) : titleFrom('pages', title.key) };
}

/** The same for a public page (no session) that a later module fills. */
export function publicPlaceholder(key: PageKey) {
  async function Page() {
    const [t, tEmpty] = await Promise.all([getTranslations('pages'), getTranslations('empty')]);
    return (
      <AuthCard title={t(key)}>
        <EmptyState title={tEmpty('title')} body={tEmpty('body')} />
      </AuthCard>
    );
  }
  return { Page, generateMetadata: titleFrom('pages', key) };
}
