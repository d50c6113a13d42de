import { getTranslations } from 'next-intl/server';
import { ActivityReportScreen } from '@/components/activity-report/activity-report-screen';
import { PageHeader } from '@/components/shell/page-header';
import { requirePage } from '@/lib/auth/guard';
import { titleFrom } from '@/lib/settings/page-metadata';
import { readerToday } from '@/lib/settings/reader-zone';

export const generateMetadata = titleFrom('nav', 'activityReport');

// The report's days are the reader's (her chosen zone, else the tenant's: issue 22 item 2), read here for
// "today" and by the API for the numbers, so the default period and the counted days agree wherever the
// browser is. The numbers follow the period and filters in the URL, so the browser fetches them.
export default async function ActivityReportPage() {
  const { session, db } = await requirePage({ route: '/activity-report' });
  const [t, tPage, { today }] = await Promise.all([getTranslations('nav'), getTranslations('activityReport'), readerToday(db, session)]);
  return (
    <>
      <PageHeader title={t('activityReport')} subtitle={tPage('subtitle')} />
      <ActivityReportScreen today={today} />
    </>
  );
}
