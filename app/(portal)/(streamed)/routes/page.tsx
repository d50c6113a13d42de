import { RoutesScreen } from '@/components/transport-routes/list/routes-screen';
import { requireSession } from '@/lib/auth/guard';
import { titleFrom } from '@/lib/settings/page-metadata';

export const generateMetadata = titleFrom('nav', 'transportRoutes');

export default async function RoutesPage() {
  await requireSession({ route: '/routes' });
  return <RoutesScreen />;
}
