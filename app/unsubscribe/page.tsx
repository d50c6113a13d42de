import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { ServerLanguagePicker } from '@/components/shell/server-language-picker';
import { PublicShell } from '@/components/public-jobs/public-shell';
import { Button } from '@/components/ui/button';
import { firstParam } from '@/lib/auth/company-page';
import { unsubscribeTarget } from '@/lib/notifications/unsubscribe';
import { brandOf, type SearchParams } from '@/lib/public-jobs/page-data';
import { getSettings } from '@/lib/settings/queries';
import { publicPage } from '@/lib/auth/guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages');
  // The URL carries a signed token: keep it out of search engines.
  return { title: t('unsubscribe'), robots: { index: false, follow: false } };
}

/**
 * A notification mail's "Stop emails like this": names the kind of email and asks for one press of a
 * button (a plain form POST, so it works without JavaScript and link scanners cannot unsubscribe).
 */
export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  const token = firstParam(query.token) ?? '';
  const [target, t, events] = await Promise.all([
    token ? unsubscribeTarget(publicPage().db, token) : null,
    getTranslations('unsubscribe'),
    getTranslations('pushNotifications.settings.events'),
  ]);
  if (!target)
    return (
      <AuthCard language={<ServerLanguagePicker />} title={t('invalidTitle')} subtitle={t('invalidBody')}>
        {null}
      </AuthCard>
    );
  const settings = await getSettings(target.tenant.id);
  const kind = events(target.event);
  const done = firstParam(query.done) === '1';
  return (
    <PublicShell language={<ServerLanguagePicker />} brand={brandOf(target.tenant, settings)}>
      <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h1 className="text-xl font-semibold text-slate-900">{done ? t('doneTitle') : t('title')}</h1>
        {done ? (
          <p role="status" className="mt-2 text-sm text-slate-700">
            {t('doneBody', { kind, company: target.tenant.name })}
          </p>
        ) : (
          <form method="post" action="/api/main/public/unsubscribe" className="mt-2 space-y-4">
            <p className="text-sm text-slate-700">{t('intro', { kind, company: target.tenant.name })}</p>
            <input type="hidden" name="token" value={token} />
            <Button type="submit">{t('button')}</Button>
          </form>
        )}
        <p className="mt-4 text-xs text-slate-600">{t('later')}</p>
      </div>
    </PublicShell>
  );
}
