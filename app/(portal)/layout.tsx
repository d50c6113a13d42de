import type { ReactNode } from 'react';
import { AppShell } from '@/components/shell/app-shell';
import { requireSession } from '@/lib/auth/guard';
import { getSettings } from '@/lib/settings/queries';
import { getLayout } from '@/lib/settings/service';

export default async function PortalLayout({ children }: { children: ReactNode }) {
  const session = await requireSession();
  const [settings, layout] = await Promise.all([getSettings(session.tenantId), getLayout(session)]);
  return <AppShell session={session} settings={settings} layout={layout}>{children}</AppShell>;
}
