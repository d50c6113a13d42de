import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EditRouteScreen } from '@/components/transport-routes/route-screen';
import { idParam } from '@/lib/schema-kit/ids';
import { requirePage } from '@/lib/auth/guard';
import { orNotFound } from '@/lib/or-not-found';
import { getRoute } from '@/lib/transport-routes/queries';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('transportRoutes.editor');
  return { title: t('editTitle') };
}

/** A missing, malformed or another tenant's route id renders the not-found screen. */
export default async function RoutePage({ params }: Props) {
  const { session, db } = await requirePage({ route: '/routes' });
  const { id } = await params;
  const route = await orNotFound(() => getRoute(db, session.tenantId, idParam(id, 'route')));
  return <EditRouteScreen key={route._id} initial={route} />;
}
