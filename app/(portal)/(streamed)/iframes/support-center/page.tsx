import { SupportCenterScreen } from '@/components/support-center/support-center-screen';
import { requireSession } from '@/lib/auth/guard';
import { isHelpdeskAdmin } from '@/lib/helpdesk/access';
import { SUPPORT_CENTER_ROUTE } from '@/lib/helpdesk/route';
import { getHelpdeskSettings } from '@/lib/helpdesk/config';
import { titleFrom } from '@/lib/settings/page-metadata';

export const generateMetadata = titleFrom('nav', 'supportCenter');

export default async function SupportCenterPage() {
  const session = await requireSession({ route: SUPPORT_CENTER_ROUTE });
  // Which view to paint (embedded helpdesk or ticket center) is known before any client fetch.
  const { url } = await getHelpdeskSettings(session.tenantId);
  return <SupportCenterScreen isAdmin={isHelpdeskAdmin(session)} initialUrl={url} />;
}
