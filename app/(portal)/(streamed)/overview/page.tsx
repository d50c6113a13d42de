import type { SearchParams } from 'nuqs/server';
import { createLoader, parseAsString } from 'nuqs/server';
import { getTranslations } from 'next-intl/server';
import { OverviewScreen } from '@/components/overview/overview-screen';
import { PageHeader } from '@/components/shell/page-header';
import { isDay } from '@/lib/schema-kit/days';
import { requirePage } from '@/lib/auth/guard';
import { STAFF } from '@/lib/auth/roles';
import { overviewFor } from '@/lib/overview/for-session';
import { titleFrom } from '@/lib/settings/page-metadata';
import { ownPlural } from '@/lib/settings/plural';
import { screenLabel } from '@/lib/settings/localized-labels';
import { getSettings } from '@/lib/settings/queries';
import { readerTimeZone } from '@/lib/settings/reader-zone';
import { asJson } from '@/lib/url-state/first-page';

export const generateMetadata = titleFrom('nav', 'overview');

const loadParams = createLoader({ week: parseAsString.withDefault('') });

/**
 * The overview's numbers come with the HTML, read as GET /overview reads them in the session's scope and
 * the reader's zone; the screen refreshes them with SWR. A bad ?week= reads as this week.
 */
export default async function OverviewPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { session, db } = await requirePage({ route: '/overview' });
  const [t, tPage, params, zone, settings] = await Promise.all([
    getTranslations('nav'),
    getTranslations('overview'),
    loadParams(searchParams),
    readerTimeZone(db, session),
    getSettings(session.tenantId),
  ]);
  const shift = await screenLabel(settings.dashboard_labels, 'shift');
  const week = isDay(params.week) ? params.week : '';
  const overview = await overviewFor(db, session, zone, week || undefined);
  return (
    <>
      <PageHeader title={t('overview')} subtitle={tPage('subtitle')} />
      <OverviewScreen initial={asJson(overview)} week={week} shiftsNamed={ownPlural(shift)} isClient={!STAFF.includes(session.role)} />
    </>
  );
}
