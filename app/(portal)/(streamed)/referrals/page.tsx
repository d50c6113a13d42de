import { ReferralsScreen } from '@/components/referrals/referrals-screen';
import { requireSession } from '@/lib/auth/guard';
import { titleFrom } from '@/lib/settings/page-metadata';
import { currencyOf } from '@/lib/settings/currency';
import { getSettings } from '@/lib/settings/queries';

export const generateMetadata = titleFrom('nav', 'referrals');

export default async function ReferralsPage() {
  const session = await requireSession({ route: '/referrals' });
  return <ReferralsScreen currency={currencyOf(await getSettings(session.tenantId))} />;
}
