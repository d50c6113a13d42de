import { TimesheetsScreen } from '@/components/timesheets/list/timesheets-screen';
import { requireSession } from '@/lib/auth/guard';
import { titleFrom } from '@/lib/i18n/metadata';
import { currencyOf } from '@/lib/settings/currency';
import { pageLabels } from '@/lib/settings/localized-labels';
import { getSettings } from '@/lib/settings/queries';

export const generateMetadata = titleFrom('nav', 'timesheets');

export default async function TimesheetsPage() {
  const session = await requireSession({ route: '/timesheets' });
  const settings = await getSettings(session.tenantId);
  return <TimesheetsScreen role={session.role} permissions={session.permissions} companyId={session.tenantSlug} labels={await pageLabels(settings.dashboard_labels)} currency={currencyOf(settings)} />;
}
