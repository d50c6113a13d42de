import { OrdersScreen } from '@/components/orders/orders-screen';
import { requireSession } from '@/lib/auth/guard';
import { STAFF } from '@/lib/auth/roles';
import { titleFromLabel } from '@/lib/i18n/metadata';
import { currencyOf } from '@/lib/settings/currency';
import { pageLabels } from '@/lib/settings/localized-labels';
import { getSettings } from '@/lib/settings/queries';

export const generateMetadata = titleFromLabel('order');

export default async function OrdersPage() {
  const session = await requireSession({ route: '/orders' });
  const settings = await getSettings(session.tenantId);
  const labels = await pageLabels(settings.dashboard_labels);
  return <OrdersScreen isClient={!STAFF.includes(session.role)} canCreate={session.permissions.createOrders} currency={currencyOf(settings)} title={labels.order.plural} />;
}
