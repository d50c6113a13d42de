import { OrdersScreen } from '@/components/orders/orders-screen';
import { requireSession } from '@/lib/auth/guard';
import { STAFF } from '@/lib/auth/roles';
import { titleFromLabel } from '@/lib/settings/page-metadata';
import { currencyOf } from '@/lib/settings/currency';
import { screenLabel } from '@/lib/settings/localized-labels';
import { getSettings } from '@/lib/settings/queries';

export const generateMetadata = titleFromLabel('order');

export default async function OrdersPage() {
  const session = await requireSession({ route: '/orders' });
  const settings = await getSettings(session.tenantId);
  return (
    <OrdersScreen
      isClient={!STAFF.includes(session.role)}
      canCreate={session.permissions.createOrders}
      currency={currencyOf(settings)}
      label={await screenLabel(settings.dashboard_labels, 'order')}
    />
  );
}
