import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';

/** Only the message namespaces this route's client components read reach the browser. */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages
      namespaces={[
        'adminSettings',
        'adminUsers',
        'apiReference',
        'approvalReminders',
        'branding',
        'candidates',
        'catalog',
        'common',
        'customReports',
        'dataImport',
        'integrations',
        'mobileApp',
        'nav',
        'onboarding',
        'pushNotifications',
        'referrals',
        'shell',
        'statuses',
      ]}
    >
      {children}
    </ClientMessages>
  );
}
