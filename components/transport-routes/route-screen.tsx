'use client';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/shell/page-header';
import { Badge } from '@/components/ui/badge';
import { Loading } from '@/components/ui/load-states';
import type { RouteDetail } from '@/lib/transport-routes/schema';
import { useRoute } from './api';

// The editor checks input with the zod schema it shares with the API: loaded after the page (DESIGN §6 budget).
const RouteEditor = dynamic(() => import('./editor/route-editor').then((m) => m.RouteEditor), { ssr: false, loading: () => <Loading /> });

function Frame({ title, subtitle, badge, children }: { title: string; subtitle?: string; badge?: ReactNode; children: ReactNode }) {
  const t = useTranslations('transportRoutes.editor');
  return (
    <>
      <nav aria-label={t('breadcrumb')} className="mb-2 text-sm">
        <Link href="/routes" className="text-slate-700 underline-offset-2 hover:underline">
          {t('back')}
        </Link>
      </nav>
      <PageHeader title={title} subtitle={subtitle} actions={badge} />
      {children}
    </>
  );
}

/** /routes/new */
export function NewRouteScreen() {
  const t = useTranslations('transportRoutes.editor');
  return (
    <Frame title={t('newTitle')} subtitle={t('newSubtitle')}>
      <RouteEditor />
    </Frame>
  );
}

/** /routes/{id}: the server-rendered route at once; the header follows saves through SWR. */
export function EditRouteScreen({ initial }: { initial: RouteDetail }) {
  const t = useTranslations('transportRoutes.list');
  const { data } = useRoute(initial._id, initial);
  const route = data?.data ?? initial;
  const subtitle = [route.driver, route.vehicle].filter(Boolean).join(' · ') || undefined;
  return (
    <Frame
      title={route.name}
      subtitle={subtitle}
      badge={<Badge tone={route.active ? 'success' : 'neutral'}>{route.active ? t('active') : t('inactive')}</Badge>}
    >
      <RouteEditor route={initial} />
    </Frame>
  );
}
