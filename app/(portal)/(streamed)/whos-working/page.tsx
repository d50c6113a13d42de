import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/shell/page-header';
import { parseWhosWorkingParams } from '@/components/whos-working/url-state';
import { WhosWorkingScreen } from '@/components/whos-working/whos-working-screen';
import { requireSession } from '@/lib/auth/guard';
import { titleFrom } from '@/lib/settings/page-metadata';
import { pageLabels } from '@/lib/settings/localized-labels';
import { getSettings } from '@/lib/settings/queries';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = titleFrom('nav', 'whosWorking');

// Thin on purpose (DESIGN §3.1): the board is live data the browser polls, so the server only guards the
// route, resolves the tenant's renamed "shift" label and hands over the view named in the URL.
export default async function WhosWorkingPage({ searchParams }: Props) {
  const session = await requireSession({ route: '/whos-working' });
  const [settings, t, tPage, params] = await Promise.all([
    getSettings(session.tenantId),
    getTranslations('nav'),
    getTranslations('whosWorking'),
    searchParams,
  ]);
  return (
    <>
      <PageHeader title={t('whosWorking')} subtitle={tPage('subtitle')} />
      <WhosWorkingScreen initial={parseWhosWorkingParams(params)} shiftLabel={(await pageLabels(settings.dashboard_labels)).shift} />
    </>
  );
}
