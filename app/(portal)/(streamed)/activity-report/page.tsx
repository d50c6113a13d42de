import { getTranslations } from 'next-intl/server';
import { ActivityReportScreen } from '@/components/activity-report/activity-report-screen';
import { PageHeader } from '@/components/shell/page-header';
import { requireSession } from '@/lib/auth/guard';
import { titleFrom } from '@/lib/settings/page-metadata';

export const generateMetadata = titleFrom('nav', 'activityReport');

// Thin on purpose (DESIGN §3.1): the report's days are the reader's own, which only the browser knows,
// so the numbers are fetched there; the server guards the route and renders the frame.
export default async function ActivityReportPage() {
  await requireSession({ route: '/activity-report' });
  const [t, tPage] = await Promise.all([getTranslations('nav'), getTranslations('activityReport')]);
  return (
    <>
      <PageHeader title={t('activityReport')} subtitle={tPage('subtitle')} />
      <ActivityReportScreen />
    </>
  );
}
